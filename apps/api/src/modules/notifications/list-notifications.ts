import type { NotificationList } from '@cambix/contract';
import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notificationRecipients, notifications } from '../../platform/db/schema/index.ts';
import { recipientRows, toNotification, unreadCountOf } from './notification-rows.ts';

/**
 * The panel shows the latest; older ones are not paged (docs/rules/notifications.md#notification-rows: no
 * "load more").
 */
export const NOTIFICATION_LIST_LIMIT = 100;

/**
 * `GET /api/notifications?since=`: the caller's own, newest first; with `since`, only those made or resolved
 * after it (what a reconnecting client missed). The unread count is over all of them.
 */
export async function listNotifications(
  ctx: AppContext,
  userId: number,
  since: string | undefined,
): Promise<NotificationList> {
  const serverTime = ctx.now().toISOString();
  const rows = await recipientRows(ctx.db)
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        since
          ? or(
              gt(notificationRecipients.createdAt, new Date(since)),
              gt(notifications.resolvedAt, new Date(since)),
            )
          : undefined,
      ),
    )
    // NULLS LAST as notification_recipients_user_created_idx is built: drizzle's desc() means NULLS FIRST,
    // which no index serves, and every notification the user ever had would be sorted (decision 119).
    .orderBy(
      sql`${notificationRecipients.createdAt} desc nulls last`,
      sql`${notificationRecipients.notificationUuid} desc nulls last`,
    )
    .limit(NOTIFICATION_LIST_LIMIT);
  return {
    items: rows.map(toNotification),
    unreadCount: await unreadCountOf(ctx.db, userId),
    serverTime,
  };
}
