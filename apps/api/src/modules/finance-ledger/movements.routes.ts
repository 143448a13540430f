import { balanceEndpoints, movementEndpoints } from '@cambix/contract';
import { balanceSchemas, movementSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineDownload } from '../../platform/http/download.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { balanceOverview } from './balance-overview.ts';
import { exportMovements } from './export-movements.ts';
import { listMovements } from './list-movements.ts';

/** /dashboard/nuevo-balance's balances (module balance) and /dashboard/flujo, Movimientos (module flujo). */
export function registerMovementRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, balanceEndpoints.overview, balanceSchemas.overview, {
    handler: async () => balanceOverview(ctx.db, ctx.now()),
  });

  defineRoute(app, ctx, movementEndpoints.list, movementSchemas.list, {
    handler: async ({ query }) => listMovements(ctx.db, query),
  });

  defineDownload(app, ctx, movementEndpoints.export, movementSchemas.export, {
    rateLimit: { max: 20, timeWindow: '1 minute' },
    handler: async ({ query }) => exportMovements(ctx, query),
  });
}
