import { rateAlertEndpoints } from '@cambix/contract';
import { rateAlertSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { createCustomerAlert, createVisitorAlert } from './create-rate-alert.ts';
import { listCustomerAlerts, removeCustomerAlert, setCustomerAlertState } from './customer-alerts.ts';
import { vapidKeys } from './push-keys.ts';
import { subscribePush } from './subscribe-push.ts';
import {
  confirmedAlertOfToken,
  openVisitorAlert,
  removeVisitorAlert,
  setVisitorAlertState,
} from './visitor-alert.ts';

const STATE_MESSAGE = { active: 'Alerta reanudada.', paused: 'Alerta pausada.' } as const;

/** Rate alerts (docs/rules/exchange.md#rate-alerts): a customer's own, and a visitor's through its link. */
export function registerRateAlertRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = rateAlertEndpoints;
  const s = rateAlertSchemas;
  // A link's token is guessed no faster than this per address.
  const linkLimit = { max: 30, timeWindow: '1 minute' };

  defineRoute(app, ctx, e.pushKey, s.pushKey, {
    handler: async () => ({ publicKey: (await vapidKeys(ctx)).publicKey }),
  });
  defineRoute(app, ctx, e.list, s.list, {
    handler: async ({ actor }) => listCustomerAlerts(ctx, actor().userId),
  });
  defineRoute(app, ctx, e.create, s.create, {
    handler: async ({ body, actor }) =>
      withMessage(await createCustomerAlert(ctx, actor().userId, body), 'Alerta creada.'),
  });
  defineRoute(app, ctx, e.setState, s.setState, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await setCustomerAlertState(ctx, actor().userId, params.alertId, body.state),
        STATE_MESSAGE[body.state],
      ),
  });
  defineRoute(app, ctx, e.remove, s.remove, {
    handler: async ({ params, actor }) =>
      withMessage(await removeCustomerAlert(ctx, actor().userId, params.alertId), 'Alerta eliminada.'),
  });
  defineRoute(app, ctx, e.subscribe, s.subscribe, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ body, actor }) => subscribePush(ctx, { userId: actor().userId }, body),
  });
  defineRoute(app, ctx, e.visitorCreate, s.visitorCreate, {
    rateLimit: { max: 10, timeWindow: '1 minute' },
    handler: async ({ body }) => {
      const { email, ...input } = body;
      return withMessage(
        await createVisitorAlert(ctx, email, input),
        `Te enviamos un correo a ${email}: abre el enlace para activar tu alerta.`,
      );
    },
  });
  defineRoute(app, ctx, e.visitorOpen, s.visitorOpen, {
    rateLimit: linkLimit,
    handler: async ({ body }) => openVisitorAlert(ctx, body.token),
  });
  defineRoute(app, ctx, e.visitorSetState, s.visitorSetState, {
    rateLimit: linkLimit,
    handler: async ({ body }) =>
      withMessage(await setVisitorAlertState(ctx, body.token, body.state), STATE_MESSAGE[body.state]),
  });
  defineRoute(app, ctx, e.visitorRemove, s.visitorRemove, {
    rateLimit: linkLimit,
    handler: async ({ body }) => withMessage(await removeVisitorAlert(ctx, body.token), 'Alerta eliminada.'),
  });
  defineRoute(app, ctx, e.visitorSubscribe, s.visitorSubscribe, {
    rateLimit: linkLimit,
    handler: async ({ body }) => {
      const alert = await confirmedAlertOfToken(ctx, body.token);
      return subscribePush(ctx, { alertId: alert.id }, body.subscription);
    },
  });
}
