import { normalizeGroup, type NotificationState } from '@cambix/contract';
import { and, eq, exists, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { notificationRecipients, notifications } from '../../platform/db/schema/index.ts';
import { unreadCountOf } from './notification-rows.ts';

/** `PATCH /api/notifications/read-all`: every unread one of the caller's, or those of one group. */
export async function markAllRead(
  ctx: AppContext,
  userId: number,
  rawGroup: string | undefined,
): Promise<NotificationState> {
  const group = rawGroup ? normalizeGroup(rawGroup) : null;
  await ctx.db
    .update(notificationRecipients)
    .set({ readAt: ctx.now() })
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        isNull(notificationRecipients.readAt),
        group === null
          ? undefined
          : exists(
              ctx.db
                .select({ one: sql`1` })
                .from(notifications)
                .where(
                  and(
                    eq(notifications.uuid, notificationRecipients.notificationUuid),
                    eq(notifications.group, group),
                  ),
                ),
            ),
      ),
    );
  return { uuids: 'all', group, read: true, unreadCount: await unreadCountOf(ctx.db, userId) };
}
