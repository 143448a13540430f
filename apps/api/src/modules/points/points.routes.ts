import { pointsEndpoints } from '@cambix/contract';
import { pointsSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getPoints } from './get-points.ts';

export function registerPointsRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, pointsEndpoints.mine, pointsSchemas.mine, {
    access: access.roles('Cliente'),
    linkSession: { kinds: ['new_order'] },
    handler: async ({ actor }) => {
      const { userId, link } = actor();
      return getPoints(ctx, userId, { withHistory: link === undefined });
    },
  });
}
