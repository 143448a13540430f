import { notificationParams } from '@cambix/contract/schemas';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { isStaff } from '../../platform/http/access.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';
import { markNotification } from './mark-notification.ts';

/**
 * The client's `notification:read` (docs/rules/notifications.md#events-on-the-socket): the same rule as
 * `PATCH .../read` (staff, own row only), then `notification:state` to every tab of the user. A uuid that is
 * not theirs is ignored.
 */
export function handleNotificationReads(ctx: AppContext, realtime: Realtime): void {
  realtime.io.on('connection', (socket) => {
    const { principal } = socket.data;
    if (!principal || !isStaff(principal)) return;
    socket.on('notification:read', (uuid: unknown) => {
      const parsed = notificationParams.safeParse({ uuid });
      if (!parsed.success) return;
      markNotification(ctx, principal.userId, parsed.data.uuid, true)
        .then(({ state }) => realtime.toUser(principal.userId, 'notification:state', state))
        .catch((error: unknown) => {
          if (error instanceof AppError && error.code === 'NOTIFICATION_NOT_FOUND') return;
          ctx.log.error({ err: error }, 'notification:read failed');
        });
    });
  });
}
