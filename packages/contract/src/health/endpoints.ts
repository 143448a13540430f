import { endpoint } from '../http/endpoint.ts';
import type { HealthStatus } from './schemas.ts';

export const healthEndpoints = {
  check: endpoint<{ response: HealthStatus }>('GET', '/api/health'),
};
