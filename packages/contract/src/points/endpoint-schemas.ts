import type { EndpointSchemas } from '../http/endpoint.ts';
import type { pointsEndpoints } from './endpoints.ts';
import { pointsSummary } from './schemas.ts';

export const pointsSchemas = {
  mine: { response: pointsSummary },
} satisfies EndpointSchemas<typeof pointsEndpoints>;
