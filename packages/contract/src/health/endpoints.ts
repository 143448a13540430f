import { endpoint, withCallers } from '../http/endpoint.ts';
import { healthCallers } from './callers.ts';
import type { HealthStatus } from './schemas.ts';

/** Open to anyone, without a client key (load balancers and probes). */
export const healthEndpoints = withCallers(healthCallers, {
  /** Liveness: answers 200 while the process serves requests, with the state of each dependency. */
  check: endpoint<{ response: HealthStatus }>('GET', '/api/health'),
  /** Readiness: 503 `SERVICE_UNAVAILABLE` while a required dependency (the database) is down. */
  ready: endpoint<{ response: HealthStatus }>('GET', '/api/ready'),
});
