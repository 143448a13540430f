import { healthEndpoints } from '@cambix/contract';
import { healthSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { checkDependencies } from './check-dependencies.ts';

export function registerHealthRoutes(app: FastifyInstance, ctx: AppContext, redis: Redis | undefined): void {
  defineRoute(app, ctx, healthEndpoints.check, healthSchemas.check, {
    handler: async () => (await checkDependencies(ctx, redis)).health,
  });

  defineRoute(app, ctx, healthEndpoints.ready, healthSchemas.ready, {
    handler: async () => {
      const { health, ready } = await checkDependencies(ctx, redis);
      if (!ready) throw new AppError('SERVICE_UNAVAILABLE', { extra: { dependencies: health.dependencies } });
      return health;
    },
  });
}
