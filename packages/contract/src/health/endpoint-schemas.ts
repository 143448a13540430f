import type { EndpointSchemas } from '../http/endpoint.ts';
import type { healthEndpoints } from './endpoints.ts';
import { healthStatus } from './schemas.ts';

export const healthSchemas = {
  check: { response: healthStatus },
  ready: { response: healthStatus },
} satisfies EndpointSchemas<typeof healthEndpoints>;
