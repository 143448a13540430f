import { balanceEndpoints } from '@cambix/contract';
import { balanceSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { readMultipart } from '../../platform/http/uploads.ts';
import { previewStatement } from './preview-statement.ts';
import { listReconciliations, readReconciliation } from './read-reconciliations.ts';
import { runReconciliation } from './run-reconciliation.ts';

const canView = access.module('balance', 'view');
const canEdit = access.module('balance', 'edit');
// Reading a statement of up to 10 MB is real work: a person uploads a few a minute at most.
const uploadLimit = { max: 30, timeWindow: '1 minute' };

/** Bank statement reconciliation on Balance (docs/rules/finance-reports.md#reconciliation). */
export function registerReconciliationRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, balanceEndpoints.previewStatement, balanceSchemas.previewStatement, {
    access: canEdit,
    rateLimit: uploadLimit,
    handler: async ({ request }) => previewStatement(ctx, await readMultipart(request)),
  });

  defineRoute(app, ctx, balanceEndpoints.reconcile, balanceSchemas.reconcile, {
    access: canEdit,
    rateLimit: uploadLimit,
    handler: async ({ request, actor }) => {
      const saved = await runReconciliation(ctx, actor(), await readMultipart(request));
      return withMessage(saved, 'Conciliación guardada.');
    },
  });

  defineRoute(app, ctx, balanceEndpoints.reconciliations, balanceSchemas.reconciliations, {
    access: canView,
    handler: async ({ query }) => listReconciliations(ctx.db, query),
  });

  defineRoute(app, ctx, balanceEndpoints.reconciliation, balanceSchemas.reconciliation, {
    access: canView,
    handler: async ({ params }) => readReconciliation(ctx.db, params.reconciliationId),
  });
}
