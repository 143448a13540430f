import { z } from 'zod';

/** Only what a load balancer needs: no kinds, versions or uptime (issue 13). */
export const dependencyState = z.enum(['ok', 'down']);

export const healthStatus = z.object({
  /** `degraded`: answering, with a dependency down (Redis down: limits and events per instance). */
  status: z.enum(['ok', 'degraded']),
  dependencies: z.object({
    database: dependencyState,
    /** Only when the server runs with `REDIS_URL`. */
    redis: dependencyState.optional(),
  }),
});
export type HealthStatus = z.infer<typeof healthStatus>;
