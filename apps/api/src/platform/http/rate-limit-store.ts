import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor, RateLimitOptions } from '@fastify/rate-limit';
import LocalStore, { type CountingStore } from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';
import { isRedisUp } from '../redis.ts';

type Count = FastifyRateLimitStore['incr'];

/** What a failed Redis count reports, once until Redis counts again. */
interface Fallback {
  failed(error: Error): void;
  counted(): void;
}

/**
 * Counts in Redis, shared by every instance; while Redis is down (or a count fails) counts in this
 * instance's memory, so a limit keeps biting per instance and no request fails for it (decision 066).
 */
class SharedOrLocalStore implements CountingStore {
  constructor(
    private readonly redis: Redis,
    private readonly shared: CountingStore,
    private readonly local: CountingStore,
    private readonly fallback: Fallback,
  ) {}

  incr(...args: Parameters<Count>): void {
    this.count('incr', ...args);
  }

  read(...args: Parameters<Count>): void {
    this.count('read', ...args);
  }

  private count(method: 'incr' | 'read', ...[key, callback, timeWindow, max]: Parameters<Count>): void {
    if (!isRedisUp(this.redis)) return this.local[method](key, callback, timeWindow, max);
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          this.fallback.counted();
          return callback(null, result);
        }
        this.fallback.failed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: Parameters<CountingStore['child']>[0]): CountingStore {
    return new SharedOrLocalStore(
      this.redis,
      this.shared.child(routeOptions),
      this.local.child(routeOptions),
      this.fallback,
    );
  }
}

/** The `store` option of @fastify/rate-limit for an app with Redis. */
export function sharedOrLocalStore(redis: Redis, log: Logger): FastifyRateLimitStoreCtor {
  let failing = false;
  const fallback: Fallback = {
    failed(error) {
      // A lost connection is reported by the connection itself (platform/redis.ts).
      if (failing || !isRedisUp(redis)) return;
      failing = true;
      log.warn({ err: error }, 'rate limits count per instance: Redis did not answer');
    },
    counted() {
      failing = false;
    },
  };
  return class extends SharedOrLocalStore {
    constructor(options: RateLimitOptions) {
      const continueExceeding = options.continueExceeding ?? false;
      const exponentialBackoff = options.exponentialBackoff ?? false;
      super(
        redis,
        new RedisStore(continueExceeding, exponentialBackoff, redis, 'cambix:rate:'),
        new LocalStore(continueExceeding, exponentialBackoff),
        fallback,
      );
    }
  };
}
