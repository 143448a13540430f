// @fastify/rate-limit's own stores, reused by `rate-limit-store.ts`; the package ships no types for them.
declare module '@fastify/rate-limit/store/LocalStore.js' {
  import type { FastifyRateLimitStore } from '@fastify/rate-limit';

  /** A store as the plugin calls it; `read` peeks without counting (`increment: false`). */
  export interface CountingStore extends FastifyRateLimitStore {
    read: FastifyRateLimitStore['incr'];
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): CountingStore;
  }

  const LocalStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    cache?: number,
  ) => CountingStore;
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { CountingStore } from '@fastify/rate-limit/store/LocalStore.js';
  import type { Redis } from 'ioredis';

  const RedisStore: new (
    continueExceeding: boolean,
    exponentialBackoff: boolean,
    redis: Redis,
    key?: string,
  ) => CountingStore;
  export default RedisStore;
}
