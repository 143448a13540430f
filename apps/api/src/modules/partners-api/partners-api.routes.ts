import crypto from 'node:crypto';
import { PARTNER_API_VERSION_HEADER, partnerApiEndpoints, type Endpoint } from '@cambix/contract';
import { partnerApiSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute, prepareInput, routeConfig } from '../../platform/http/route.ts';
import { getBankCatalogue } from '../banks/index.ts';
import {
  cancelApiOrder,
  createPartnerOrder,
  getPartnerOrder,
  listApiOrders,
  quoteApiOrder,
} from '../partners-orders/index.ts';
import {
  listDeliveries,
  listWebhookEndpoints,
  pingWebhookEndpoint,
  redeliverWebhook,
} from '../partners-webhooks/index.ts';
import {
  answeredVersionOf,
  authenticatePartnerKey,
  bearerKeyOf,
  partnerKeyOf,
} from './authenticate-api-key.ts';
import {
  cancelSandboxOrder,
  createSandboxOrder,
  getSandboxOrder,
  listSandboxOrders,
  simulateSandboxOrder,
} from '../partners-sandbox/index.ts';
import { failedKeyLimit } from './failed-key-limit.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { partnerApiDocument } from './openapi-document.ts';
import { partnerGuidePage } from './partner-guide.ts';

/**
 * Counted per key (its hash), so one partner's traffic never spends another's; no key counts per address.
 * Guessing keys is slowed by the failed-key limit instead (decision 130).
 */
const perKey = (request: FastifyRequest) => {
  const key = bearerKeyOf(request);
  return key
    ? `partner-api:${crypto.createHash('sha256').update(key).digest('hex')}`
    : `partner-api:${request.ip}`;
};

/** A post asked for by key: no person acts, the key is named. */
const requesterOf = (request: FastifyRequest) => {
  const { partnerId, keyId } = partnerKeyOf(request);
  return { partnerId, actorId: null, keyId };
};

/** Each key's allowance a minute (docs/rules/partners.md#partner-api). */
const CREATES = { max: 60, timeWindow: '1 minute', keyGenerator: perKey };
const READS = { max: 300, timeWindow: '1 minute', keyGenerator: perKey };
/** A test or a redelivery costs the partner's receiver a request each. */
const POSTS = { max: 10, timeWindow: '1 minute', keyGenerator: perKey };

/** The partner API (docs/rules/partners.md#partner-api): a partner's own system creates and reads orders. */
export function registerPartnerApiRoutes(app: FastifyInstance, ctx: AppContext): void {
  const failures = failedKeyLimit(app);
  // Every answer to an accepted key says the version it was given in, refusals included.
  app.addHook('onSend', async (request, reply, payload) => {
    const version = answeredVersionOf(request);
    if (version) reply.header(PARTNER_API_VERSION_HEADER, version);
    return payload;
  });
  /** No session opens these: only a partner's API key, checked before anything is read. */
  const checkKey = (context: AppContext, request: FastifyRequest) =>
    authenticatePartnerKey(context, request, failures);

  defineRoute(app, ctx, partnerApiEndpoints.create, partnerApiSchemas.create, {
    checkKey,
    rateLimit: CREATES,
    handler: async ({ body, request }) => {
      const key = partnerKeyOf(request);
      const input = { ...body, idempotencyKey: idempotencyKeyOf(request) };
      return key.sandbox
        ? createSandboxOrder(ctx, key, input)
        : createPartnerOrder(ctx, { partnerId: key.partnerId, actorId: null }, input);
    },
  });

  defineRoute(app, ctx, partnerApiEndpoints.list, partnerApiSchemas.list, {
    checkKey,
    rateLimit: READS,
    handler: async ({ query, request }) => {
      const key = partnerKeyOf(request);
      return key.sandbox
        ? listSandboxOrders(ctx, key.partnerId, query)
        : listApiOrders(ctx, key.partnerId, query);
    },
  });

  defineRoute(app, ctx, partnerApiEndpoints.get, partnerApiSchemas.get, {
    checkKey,
    rateLimit: READS,
    handler: async ({ params, request }) => {
      const key = partnerKeyOf(request);
      return key.sandbox
        ? getSandboxOrder(ctx.db, key.partnerId, params.code)
        : getPartnerOrder(ctx, key.partnerId, params.code);
    },
  });

  defineRoute(app, ctx, partnerApiEndpoints.quote, partnerApiSchemas.quote, {
    checkKey,
    rateLimit: READS,
    handler: async ({ body, request }) => quoteApiOrder(ctx, partnerKeyOf(request).partnerId, body),
  });

  defineRoute(app, ctx, partnerApiEndpoints.cancel, partnerApiSchemas.cancel, {
    checkKey,
    rateLimit: CREATES,
    handler: async ({ params, request }) => {
      const key = partnerKeyOf(request);
      return key.sandbox ? cancelSandboxOrder(ctx, key, params.code) : cancelApiOrder(ctx, key, params.code);
    },
  });

  defineRoute(app, ctx, partnerApiEndpoints.simulate, partnerApiSchemas.simulate, {
    checkKey,
    rateLimit: CREATES,
    handler: async ({ params, body, request }) => {
      const key = partnerKeyOf(request);
      // A live key never moves an order by itself: real orders move only by their client and Cambix.
      if (!key.sandbox) throw new AppError('PARTNER_SANDBOX_ONLY');
      return simulateSandboxOrder(ctx, key, params.code, body);
    },
  });

  defineRoute(app, ctx, partnerApiEndpoints.banks, partnerApiSchemas.banks, {
    checkKey,
    rateLimit: READS,
    handler: async () => (await getBankCatalogue(ctx)).answer,
  });

  defineRoute(app, ctx, partnerApiEndpoints.webhookEndpoints, partnerApiSchemas.webhookEndpoints, {
    checkKey,
    rateLimit: READS,
    handler: async ({ request }) => listWebhookEndpoints(ctx.db, partnerKeyOf(request).partnerId, ctx.now()),
  });

  defineRoute(app, ctx, partnerApiEndpoints.webhookDeliveries, partnerApiSchemas.webhookDeliveries, {
    checkKey,
    rateLimit: READS,
    handler: async ({ params, query, request }) =>
      listDeliveries(ctx.db, partnerKeyOf(request).partnerId, params.endpointId, query.cursor),
  });

  defineRoute(app, ctx, partnerApiEndpoints.redeliverWebhook, partnerApiSchemas.redeliverWebhook, {
    checkKey,
    rateLimit: POSTS,
    handler: async ({ params, request }) =>
      redeliverWebhook(ctx, requesterOf(request), params.endpointId, params.deliveryId),
  });

  defineRoute(app, ctx, partnerApiEndpoints.pingWebhook, partnerApiSchemas.pingWebhook, {
    checkKey,
    rateLimit: POSTS,
    handler: async ({ params, request }) => pingWebhookEndpoint(ctx, requesterOf(request), params.endpointId),
  });

  // The document as OpenAPI tools read it: the JSON itself, not inside the envelope. Public and without
  // credentials: hosted Swagger UI or Redoc may load it from their own origin.
  servePublic(app, ctx, partnerApiEndpoints.openapi, {
    type: 'application/json; charset=utf-8',
    body: JSON.stringify(partnerApiDocument(ctx.config.appUrl)),
    anyOrigin: true,
  });
  // The guide beside it, for the people who read before their tools do.
  servePublic(app, ctx, partnerApiEndpoints.guide, {
    type: 'text/html; charset=utf-8',
    body: partnerGuidePage(partnerApiEndpoints.openapi.path),
    anyOrigin: false,
  });
}

/** A public page made once at start-up, served as is (not in the envelope), cached for five minutes. */
function servePublic(
  app: FastifyInstance,
  ctx: AppContext,
  endpoint: Endpoint,
  page: { type: string; body: string; anyOrigin: boolean },
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: routeConfig(endpoint),
    handler: async (request, reply) => {
      await prepareInput(ctx, request, reply, endpoint, {});
      if (page.anyOrigin) reply.header('access-control-allow-origin', '*');
      return reply.header('cache-control', 'public, max-age=300').type(page.type).send(page.body);
    },
  });
}
