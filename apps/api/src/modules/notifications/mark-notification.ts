import type { Notification, NotificationState } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notificationRecipients } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { recipientRows, toNotification, unreadCountOf } from './notification-rows.ts';

export interface MarkResult {
  notification: Notification;
  /** What every tab of the user hears (`notification:state`). */
  state: NotificationState;
}

/**
 * `PATCH /api/notifications/{uuid}/read|unread` and the socket's `notification:read`: only the caller's
 * own row changes; another user's notification, like an unknown one, is not found.
 */
export async function markNotification(
  ctx: AppContext,
  userId: number,
  uuid: string,
  read: boolean,
): Promise<MarkResult> {
  const [changed] = await ctx.db
    .update(notificationRecipients)
    .set({ readAt: read ? ctx.now() : null })
    .where(and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationUuid, uuid)))
    .returning({ uuid: notificationRecipients.notificationUuid });
  if (!changed) throw new AppError('NOTIFICATION_NOT_FOUND');
  const [row] = await recipientRows(ctx.db).where(
    and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationUuid, uuid)),
  );
  if (!row) throw new AppError('NOTIFICATION_NOT_FOUND');
  return {
    notification: toNotification(row),
    state: { uuids: [uuid], group: null, read, unreadCount: await unreadCountOf(ctx.db, userId) },
  };
}
