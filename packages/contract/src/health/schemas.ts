import { z } from 'zod';

export const healthStatus = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});
export type HealthStatus = z.infer<typeof healthStatus>;
