import type { AppContext } from '../../platform/context.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';

/**
 * Delivers each committed notification (`notification.created`, published after the transaction that
 * wrote it) as `notification:new` to its recipients' rooms, and its modal to the staff room; each resolved
 * task (`notification.resolved`) as one `notification:resolved` to its recipients' rooms. With Redis,
 * the adapter carries the one emit to every instance. Returns the unsubscribe function.
 */
export function relayNotifications(ctx: AppContext, realtime: Realtime): () => void {
  return ctx.events.subscribe((event) => {
    if (event.type === 'notification.resolved') {
      realtime.toUsers(event.recipientIds, 'notification:resolved', event.resolved);
      return;
    }
    if (event.type !== 'notification.created') return;
    realtime.toUsers(event.recipientIds, 'notification:new', event.notification);
    if (event.modal) realtime.toStaff('notification:modal', event.modal);
  });
}
