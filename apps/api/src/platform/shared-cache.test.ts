import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/support/free-port.ts';
import { hasRedisServer, throwawayRedis } from '../../test/support/throwaway-redis.ts';
import { createLogger } from './logger.ts';
import { closeRedis } from './redis.ts';
import { createSharedCache, type SharedCache } from './shared-cache.ts';

const log = createLogger('silent');

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe('createSharedCache', () => {
  it('loads once, keeps the value, and loads again after forget', async () => {
    const cache = await createSharedCache({ log });
    const source = counter();
    expect(await cache.get('a', source.load)).toBe(1);
    expect(await cache.get('a', source.load)).toBe(1);
    await cache.forget('a');
    expect(await cache.get('a', source.load)).toBe(2);
    expect(source.loads).toBe(2);
  });

  it('does not keep what a read loaded before a forget that came while it loaded', async () => {
    const cache = await createSharedCache({ log });
    let release!: (value: string) => void;
    const slow = cache.get('fees', () => new Promise<string>((resolve) => (release = resolve)));
    await cache.forget('fees');
    release('antes');
    expect(await slow).toBe('antes');
    expect(await cache.get('fees', async () => 'después')).toBe('después');
  });

  it('forgets only the names given', async () => {
    const cache = await createSharedCache({ log });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.forget('a');
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('b', async () => 'b2')).toBe('b1');
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)('with Redis, two instances', () => {
  const opened: { cache: SharedCache; redis: Redis }[] = [];
  afterEach(async () => {
    for (const { cache, redis } of opened.splice(0)) {
      await cache.close();
      await redis.quit();
    }
  });
  /** An instance on `database` of the test server (that of TEST_REDIS_URL when not given). */
  const instance = async (database?: number) => {
    const url = new URL(process.env.TEST_REDIS_URL!);
    if (database !== undefined) url.pathname = `/${database}`;
    const redis = new Redis(url.toString());
    const cache = await createSharedCache({ redis, log });
    opened.push({ cache, redis });
    return cache;
  };

  it('a forget on one instance drops the value on the other', async () => {
    const [a, b] = [await instance(), await instance()];
    const name = `test:${Math.random()}`;
    expect(await b.get(name, async () => 'viejo')).toBe('viejo');
    await a.forget(name);
    let seen = 'viejo';
    for (let attempt = 0; attempt < 100 && seen === 'viejo'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await b.get(name, async () => 'nuevo');
    }
    expect(seen).toBe('nuevo');
  });

  it('an instance on another database of the same server hears none of its forgets', async () => {
    // Redis delivers a publish to subscribers of every database: two deployments sharing a server must not.
    const [a, sameDatabase, otherDatabase] = [await instance(13), await instance(13), await instance(14)];
    const name = `test:${Math.random()}`;
    expect(await sameDatabase.get(name, async () => 'viejo')).toBe('viejo');
    expect(await otherDatabase.get(name, async () => 'suyo')).toBe('suyo');
    await a.forget(name);
    let seen = 'viejo';
    for (let attempt = 0; attempt < 100 && seen === 'viejo'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await sameDatabase.get(name, async () => 'nuevo');
    }
    expect(seen).toBe('nuevo');
    // Delivered to the same database's subscriber, so it would have reached the other one by now too.
    expect(await otherDatabase.get(name, async () => 'olvidado')).toBe('suyo');
  });
});

// Never the machine's Redis: this block starts and stops a redis-server of its own.
describe.skipIf(!hasRedisServer)('with Redis going away', () => {
  it('reads through while it cannot hear other instances, and keeps values again once Redis is back', async () => {
    const server = throwawayRedis(await freePort());
    await server.start();
    const redis = new Redis(server.url, { maxRetriesPerRequest: 1, retryStrategy: () => 50 });
    redis.on('error', () => undefined);
    const cache = await createSharedCache({ redis, log });
    try {
      const source = counter();
      await cache.get('fees', source.load);
      await cache.get('fees', source.load);
      expect(source.loads).toBe(1);

      await server.stop();
      // A forget made on another instance now would not reach this one: nothing kept may be served.
      for (let attempt = 0; attempt < 200 && source.loads === 1; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 10));
        await cache.get('fees', source.load);
      }
      const during = source.loads;
      await cache.get('fees', source.load);
      await cache.get('fees', source.load);
      expect(source.loads).toBe(during + 2);

      await server.start();
      for (let attempt = 0; attempt < 300; attempt++) {
        const before = source.loads;
        await cache.get('fees', source.load);
        await cache.get('fees', source.load);
        if (source.loads === before + 1) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const after = source.loads;
      await cache.get('fees', source.load);
      expect(source.loads).toBe(after);
    } finally {
      await cache.close();
      await closeRedis(redis);
      await server.stop();
    }
  });
});
