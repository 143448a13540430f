import { exchangeEndpoints } from '@cambix/contract';
import { exchangeSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { publishBoard } from './publish-board.ts';
import { quoteExchange } from './quote-exchange.ts';
import { rateLockTerms } from './rate-lock-terms.ts';
import { rateHistory } from './rate-history.ts';
import { rateTrend } from './rate-trend.ts';
import { manualSource } from './rate-sources.ts';
import { ratesView } from './rates-view.ts';

/** Divisas (docs/rules/exchange.md): the board every calculator reads, and staff's publishing in Ajustes. */
export function registerExchangeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = exchangeEndpoints;
  const s = exchangeSchemas;

  defineRoute(app, ctx, e.rates, s.rates, {
    handler: async () => ratesView(ctx),
  });
  defineRoute(app, ctx, e.trend, s.trend, {
    handler: async () => rateTrend(ctx),
  });
  defineRoute(app, ctx, e.quote, s.quote, {
    rateLimit: { max: 300, timeWindow: '1 minute' },
    handler: async ({ body, principal }) => quoteExchange(ctx, body, principal),
  });
  defineRoute(app, ctx, e.rateLock, s.rateLock, {
    handler: async ({ actor }) => rateLockTerms(ctx, { customerId: actor().userId }),
  });
  defineRoute(app, ctx, e.publish, s.publish, {
    handler: async ({ body, actor }) =>
      withMessage(await publishBoard(ctx, manualSource, body, actor().userId), 'Tipo de cambio publicado.'),
  });
  defineRoute(app, ctx, e.history, s.history, {
    handler: async ({ query }) => rateHistory(ctx, query.day),
  });
}
