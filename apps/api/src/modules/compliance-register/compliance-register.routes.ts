import { complianceRegisterEndpoints } from '@cambix/contract';
import { complianceRegisterSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute, withMessage } from '../../platform/http/route.ts';
import { correctRegisterRow } from './correct-register-row.ts';
import { exportRegister } from './export-register.ts';
import { listRegister } from './list-register.ts';

/** Cumplimiento › Registro de operaciones (module cumplimiento): read, export, correct; never edit or delete. */
export function registerComplianceRegisterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const e = complianceRegisterEndpoints;
  const s = complianceRegisterSchemas;
  defineRoute(app, ctx, e.list, s.list, {
    handler: async ({ query, actor }) => listRegister(ctx, actor().userId, query.month),
  });
  defineDownload(app, ctx, e.export, s.export, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ query, actor }) => exportRegister(ctx, actor().userId, query.month, query.format),
  });
  defineRoute(app, ctx, e.correct, s.correct, {
    handler: async ({ params, body, actor }) =>
      withMessage(
        await correctRegisterRow(ctx, actor().userId, params.rowId, body),
        'Corrección registrada.',
      ),
  });
}
