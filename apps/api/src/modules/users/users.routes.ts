import { userEndpoints } from '@cambix/contract';
import { userSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { access } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getUserState } from './get-user-state.ts';

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, userEndpoints.state, userSchemas.state, {
    // A customer's own KYC step, which the shells check for whoever is signed in, a link's session too
    // (decision 070); staff read it in the customer's file.
    access: access.customerOrModule(['users'], 'view'),
    linkSession: {},
    handler: async ({ params, actor }) => getUserState(ctx, actor(), params.userId),
  });
}
