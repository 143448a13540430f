import { partnerWebhookEndpoints } from '@cambix/contract';
import { partnerWebhookSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { callerPartnerId } from '../partners-admin/index.ts';
import { listDeliveries } from './delivery-log.ts';
import { listWebhookEndpoints } from './endpoint-view.ts';
import { pingWebhookEndpoint, redeliverWebhook } from './redeliver-webhook.ts';
import { removeWebhookEndpoint } from './remove-webhook-endpoint.ts';
import { rotateWebhookSecret } from './rotate-webhook-secret.ts';
import { createWebhookEndpoint, updateWebhookEndpoint, type WebhookOwner } from './save-webhook-endpoint.ts';

/** Posting on demand costs the receiver a request each: a few a minute per person is plenty to test with. */
const POSTS = { max: 10, timeWindow: '1 minute' };
const SECRET_SHOWN_ONCE = 'Copia el secreto ahora: no lo volveremos a mostrar.';

/** /dashboard/modulo-terceros for a partner's user: where its events go (docs/rules/partners.md#webhooks). */
export function registerPartnerWebhookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownerOf = async (caller: Principal): Promise<WebhookOwner> => ({
    partnerId: await callerPartnerId(ctx.db, caller),
    actorId: caller.userId,
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.list, partnerWebhookSchemas.list, {
    handler: async ({ actor }) => listWebhookEndpoints(ctx.db, (await ownerOf(actor())).partnerId, ctx.now()),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.create, partnerWebhookSchemas.create, {
    handler: async ({ body, actor }) =>
      withMessage(
        await createWebhookEndpoint(ctx, await ownerOf(actor()), body),
        `Endpoint agregado. ${SECRET_SHOWN_ONCE}`,
      ),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.update, partnerWebhookSchemas.update, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await updateWebhookEndpoint(ctx, await ownerOf(actor()), params.endpointId, body),
        'Endpoint guardado.',
      ),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.remove, partnerWebhookSchemas.remove, {
    handler: async ({ params, actor }) =>
      withMessage(
        await removeWebhookEndpoint(ctx, await ownerOf(actor()), params.endpointId),
        'Endpoint quitado: ya no recibirá eventos.',
      ),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.rotateSecret, partnerWebhookSchemas.rotateSecret, {
    handler: async ({ params, actor }) =>
      withMessage(
        await rotateWebhookSecret(ctx, await ownerOf(actor()), params.endpointId),
        `Secreto renovado. ${SECRET_SHOWN_ONCE}`,
      ),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.ping, partnerWebhookSchemas.ping, {
    rateLimit: POSTS,
    handler: async ({ params, actor }) =>
      withMessage(
        await pingWebhookEndpoint(ctx, await ownerOf(actor()), params.endpointId),
        'Prueba enviada.',
      ),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.deliveries, partnerWebhookSchemas.deliveries, {
    handler: async ({ params, query, actor }) =>
      listDeliveries(ctx.db, (await ownerOf(actor())).partnerId, params.endpointId, query.cursor),
  });

  defineRoute(app, ctx, partnerWebhookEndpoints.redeliver, partnerWebhookSchemas.redeliver, {
    rateLimit: POSTS,
    handler: async ({ params, actor }) =>
      withMessage(
        await redeliverWebhook(ctx, await ownerOf(actor()), params.endpointId, params.deliveryId),
        'Evento reenviado.',
      ),
  });
}
