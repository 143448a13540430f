import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
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
  const instance = async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
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
});
