import { userEndpoints } from '@cambix/contract';
import { userSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getUserState } from './get-user-state.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, userEndpoints.state, userSchemas.state, {
    // The shells check the KYC step for whoever is signed in, a link's session too (decision 070).
    linkSession: {},
    handler: async ({ params, actor }) => getUserState(ctx, actor(), params.userId),
  });
}
