import type { EndpointSchemas } from '../http/endpoint.ts';
import type { serviceHoursEndpoints } from './endpoints.ts';
import { publicServiceHours } from './schemas.ts';

export const serviceHoursSchemas = {
  publicHours: { response: publicServiceHours },
} satisfies EndpointSchemas<typeof serviceHoursEndpoints>;
