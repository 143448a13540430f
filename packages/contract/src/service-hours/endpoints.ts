import { endpoint, withCallers } from '../http/endpoint.ts';
import { serviceHoursCallers } from './callers.ts';
import type { PublicServiceHours } from './schemas.ts';

/** Service hours and transfer times (docs/rules/hours-and-arrival.md). */
export const serviceHoursEndpoints = withCallers(serviceHoursCallers, {
  /** Public: open now, the next opening, the week and each bank's typical times (landing, calculator). */
  publicHours: endpoint<{ response: PublicServiceHours }>('GET', '/api/public/service-hours'),
});
