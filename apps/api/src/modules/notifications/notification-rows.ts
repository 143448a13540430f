import type { Notification } from '@cambix/contract';
import { and, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { notificationRecipients, notifications, users } from '../../platform/db/schema/index.ts';

/** "Ana Pérez": how the bell names the staff member who did a task. */
export const resolverName: SQL<string> = sql<string>`concat_ws(' ', nullif(trim(${users.nombres}), ''), nullif(trim(${users.apellidoPaterno}), ''))`;

/** One recipient's row joined to its notification (and who resolved it), as the recipient sees it. */
export const recipientColumns = {
  uuid: notifications.uuid,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  group: notifications.group,
  createdAt: notificationRecipients.createdAt,
  readAt: notificationRecipients.readAt,
  resolvedAt: notifications.resolvedAt,
  resolvedBy: sql<string | null>`case when ${users.id} is null then null else ${resolverName} end`,
};

export interface RecipientRow {
  uuid: string;
  title: string;
  body: string;
  link: string | null;
  group: string;
  createdAt: Date;
  readAt: Date | null;
  resolvedAt: Date | null;
  resolvedBy: string | null;
}

/** The recipient rows with their notification and its resolver, to be filtered by the caller. */
export function recipientRows(db: Queryable) {
  return db
    .select(recipientColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.uuid, notificationRecipients.notificationUuid))
    .leftJoin(users, eq(users.id, notifications.resolvedBy));
}

export function toNotification(row: RecipientRow): Notification {
  return {
    uuid: row.uuid,
    title: row.title,
    body: row.body,
    link: row.link,
    group: row.group,
    // A resolved task needs nobody (docs/rules/notifications.md#tasks): it counts as read.
    read: row.readAt !== null || row.resolvedAt !== null,
    createdAt: row.createdAt.toISOString(),
    resolution: row.resolvedAt ? { at: row.resolvedAt.toISOString(), by: row.resolvedBy || null } : null,
  };
}

/** Unread among all the user's notifications; a resolved one never counts, even marked unread. */
export async function unreadCountOf(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.uuid, notificationRecipients.notificationUuid))
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        isNull(notificationRecipients.readAt),
        isNull(notifications.resolvedAt),
      ),
    );
  return row?.unread ?? 0;
}
