import { serviceHoursEndpoints } from '@cambix/contract';
import { serviceHoursSchemas } from '@cambix/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { defineRoute } from '../../platform/http/route.ts';
import { getPublicServiceHours } from './get-public-service-hours.ts';

/** Service hours and transfer times (docs/rules/hours-and-arrival.md), public for the landing page. */
export function registerServiceHoursRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, serviceHoursEndpoints.publicHours, serviceHoursSchemas.publicHours, {
    handler: async () => getPublicServiceHours(ctx),
  });
}
