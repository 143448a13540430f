import type { Notification } from '@cambix/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { notificationRecipients, notifications } from '../../platform/db/schema/index.ts';

/** One recipient's row joined to its notification, as the recipient sees it. */
export const recipientColumns = {
  uuid: notifications.uuid,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  group: notifications.group,
  createdAt: notificationRecipients.createdAt,
  readAt: notificationRecipients.readAt,
};

export interface RecipientRow {
  uuid: string;
  title: string;
  body: string;
  link: string | null;
  group: string;
  createdAt: Date;
  readAt: Date | null;
}

export function toNotification(row: RecipientRow): Notification {
  return {
    uuid: row.uuid,
    title: row.title,
    body: row.body,
    link: row.link,
    group: row.group,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Unread among all the user's notifications. */
export async function unreadCountOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notificationRecipients)
    .where(and(eq(notificationRecipients.userId, userId), isNull(notificationRecipients.readAt)));
  return row?.unread ?? 0;
}
