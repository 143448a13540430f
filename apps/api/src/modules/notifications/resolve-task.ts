import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { notificationRecipients, notifications, users } from '../../platform/db/schema/index.ts';
import type { NotificationsResolved } from '../../platform/events.ts';
import type { NotificationTask } from './notify-staff.ts';
import { resolverName } from './notification-rows.ts';

/**
 * The task is done (docs/rules/notifications.md#tasks): in the caller's transaction, every open notification
 * that asked for it becomes resolved, by whom and when, and read for each recipient. Returns what to publish
 * after the commit, or null when nothing was open.
 */
export async function resolveTask(
  tx: Tx,
  task: NotificationTask,
  actorId: number | null,
  at: Date,
): Promise<NotificationsResolved | null> {
  const rows = await tx
    .update(notifications)
    .set({ resolvedAt: at, resolvedBy: actorId })
    .where(
      and(
        eq(notifications.taskKind, task.kind),
        eq(notifications.taskId, task.id),
        isNull(notifications.resolvedAt),
      ),
    )
    .returning({ uuid: notifications.uuid });
  if (rows.length === 0) return null;
  const uuids = rows.map((row) => row.uuid);
  await tx
    .update(notificationRecipients)
    .set({ readAt: at })
    .where(
      and(inArray(notificationRecipients.notificationUuid, uuids), isNull(notificationRecipients.readAt)),
    );
  const recipients = await tx
    .selectDistinct({ userId: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(inArray(notificationRecipients.notificationUuid, uuids));
  const [actor] =
    actorId === null
      ? []
      : await tx.select({ name: resolverName }).from(users).where(eq(users.id, actorId)).limit(1);
  return {
    type: 'notification.resolved',
    resolved: { uuids, resolution: { at: at.toISOString(), by: actor?.name ?? null } },
    recipientIds: recipients.map((row) => row.userId),
  };
}
