import { notificationEndpoints } from '@cambix/contract';
import { notificationSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllRead } from './mark-all-read.ts';
import { markNotification } from './mark-notification.ts';
import { sendStaffNotice } from './send-staff-notice.ts';

/**
 * docs/rules/notifications.md#who-is-notified: notifications reach staff only (id_rol 1 and 3), and each
 * reads only their own.
 */

export function registerNotificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { realtime } = app;

  defineRoute(app, ctx, notificationEndpoints.list, notificationSchemas.list, {
    handler: async ({ query, actor }) => listNotifications(ctx, actor().userId, query.since),
  });

  // Every read-state change goes to all the caller's tabs, the one that made it included.
  defineRoute(app, ctx, notificationEndpoints.readAll, notificationSchemas.readAll, {
    handler: async ({ body, actor }) => {
      const state = await markAllRead(ctx, actor().userId, body.group);
      realtime.toUser(actor().userId, 'notification:state', state);
      return state;
    },
  });

  for (const [endpoint, read] of [
    [notificationEndpoints.read, true],
    [notificationEndpoints.unread, false],
  ] as const) {
    defineRoute(app, ctx, endpoint, notificationSchemas[read ? 'read' : 'unread'], {
      handler: async ({ params, actor }) => {
        const { notification, state } = await markNotification(ctx, actor().userId, params.uuid, read);
        realtime.toUser(actor().userId, 'notification:state', state);
        return notification;
      },
    });
  }

  defineRoute(app, ctx, notificationEndpoints.sendStaffNotice, notificationSchemas.sendStaffNotice, {
    handler: async ({ body, actor }) =>
      withMessage(await sendStaffNotice(ctx, realtime, actor().userId, body), 'Aviso enviado.'),
  });
}
