import { balanceEndpoints } from '@cambix/contract';
import { balanceSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { previewStatement } from './preview-statement.ts';
import { listReconciliations, readReconciliation } from './read-reconciliations.ts';
import { runReconciliation } from './run-reconciliation.ts';

// Reading a statement of up to 10 MB is real work: a person uploads a few a minute at most.
const uploadLimit = { max: 30, timeWindow: '1 minute' };

/** Bank statement reconciliation on Balance (docs/rules/finance-reports.md#reconciliation). */
export function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, balanceEndpoints.previewStatement, balanceSchemas.previewStatement, {
    rateLimit: uploadLimit,
    handler: async ({ request }) => previewStatement(ctx, await readMultipart(request)),
  });

  defineRoute(app, ctx, balanceEndpoints.reconcile, balanceSchemas.reconcile, {
    rateLimit: uploadLimit,
    handler: async ({ request, actor }) => {
      const saved = await runReconciliation(ctx, actor(), await readMultipart(request));
      return withMessage(saved, 'Conciliación guardada.');
    },
  });

  defineRoute(app, ctx, balanceEndpoints.reconciliations, balanceSchemas.reconciliations, {
    handler: async ({ query }) => listReconciliations(ctx.db, query),
  });

  defineRoute(app, ctx, balanceEndpoints.reconciliation, balanceSchemas.reconciliation, {
    handler: async ({ params }) => readReconciliation(ctx.db, params.reconciliationId),
  });
}
