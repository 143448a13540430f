import { healthEndpoints } from '@cambix/contract';
import { healthSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { ping } from '../../platform/db/client.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/route.ts';

const startedAt = Date.now();

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, healthEndpoints.check, healthSchemas.check, {
    access: access.open,
    handler: async () => {
      await ping(ctx.db);
      return {
        status: 'ok' as const,
        database: ctx.dbDriver,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      };
    },
  });
}
