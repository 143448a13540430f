import type { HealthStatus } from '@cambix/contract';
import type { Redis } from 'ioredis';
import type { AppContext } from '../../platform/context.ts';
import { ping } from '../../platform/db/client.ts';
import { isRedisUp } from '../../platform/redis.ts';

// A probe must answer before the load balancer gives up on it, even when the database hangs.
const PING_TIMEOUT_MS = 2_000;

async function databaseAnswers(ctx: AppContext): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_TIMEOUT_MS);
  });
  try {
    return await Promise.race([ping(ctx.db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The state of each dependency, ok or down. The database is required; Redis is not: without it limits
 * and events are per instance, a degradation rather than an outage (decision 066).
 */
export async function checkDependencies(
  ctx: AppContext,
  redis: Redis | undefined,
): Promise<{ health: HealthStatus; ready: boolean }> {
  const database = (await databaseAnswers(ctx)) ? 'ok' : 'down';
  const dependencies: HealthStatus['dependencies'] = { database };
  if (redis) dependencies.redis = isRedisUp(redis) ? 'ok' : 'down';
  const allUp = Object.values(dependencies).every((state) => state === 'ok');
  return { health: { status: allUp ? 'ok' : 'degraded', dependencies }, ready: database === 'ok' };
}
