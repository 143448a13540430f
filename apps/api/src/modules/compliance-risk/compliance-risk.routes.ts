import { riskEndpoints } from '@cambix/contract';
import { riskSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { listRisk } from './list-risk.ts';
import { reviewRisk } from './review-risk.ts';

/** Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk). */
export function registerComplianceRiskRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, riskEndpoints.list, riskSchemas.list, {
    handler: async ({ query, actor }) => listRisk(ctx, actor().userId, query),
  });

  defineRoute(app, ctx, riskEndpoints.review, riskSchemas.review, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await reviewRisk(ctx, actor().userId, params.userId, body.note),
        'Revisión registrada. La próxima revisión quedó programada.',
      ),
  });
}
