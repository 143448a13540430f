import { paymentMatchEndpoints } from '@cambix/contract';
import { paymentMatchSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { approvePaymentMatch, dismissPaymentMatch } from './decide-payment-match.ts';
import { listPaymentMatches } from './list-payment-matches.ts';

/** Payments matched by reference from bank statements (docs/rules/finance-reports.md#payments-by-reference). */
export function registerPaymentMatchingRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, paymentMatchEndpoints.list, paymentMatchSchemas.list, {
    handler: async ({ query }) => listPaymentMatches(ctx.db, query),
  });

  defineRoute(app, ctx, paymentMatchEndpoints.approve, paymentMatchSchemas.approve, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await approvePaymentMatch(ctx, actor(), params.matchId, body.orderId),
        'Pago aprobado con la línea del extracto.',
      ),
  });

  defineRoute(app, ctx, paymentMatchEndpoints.dismiss, paymentMatchSchemas.dismiss, {
    handler: async ({ params, body, actor }) =>
      withMessage(await dismissPaymentMatch(ctx, actor(), params.matchId, body.reason), 'Línea descartada.'),
  });
}
