import { Redis } from 'ioredis';
import type { Logger } from './logger.ts';

/** `host:port` of a Redis URL, for messages: never its password. */
export function redisAddress(url: string): string {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
}

export function isRedisUp(redis: Redis): boolean {
  return redis.status === 'ready';
}

/**
 * The instance's connection to `REDIS_URL` (decision 066). While Redis is down its commands fail at
 * once, so callers fall back to this instance's memory instead of waiting; it reconnects by itself and
 * says so once per outage, naming the host.
 */
export function connectRedis(url: string, log: Logger): Redis {
  const address = redisAddress(url);
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    commandTimeout: 1_000,
  });
  let down = false;
  const wentDown = (error?: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { err: error, redis: address },
      `Redis at ${address} (REDIS_URL) is unreachable: rate limits count per instance and events stay on this instance until it returns`,
    );
  };
  redis.on('error', wentDown);
  redis.on('reconnecting', () => wentDown());
  redis.on('ready', () => {
    if (down) log.info({ redis: address }, `Redis at ${address} is back: limits and events are shared again`);
    down = false;
  });
  return redis;
}

/**
 * A pub/sub channel (or channel prefix) of this connection's database. Redis delivers a message to the
 * subscribers of every database number, so deployments sharing a server on different databases would hear
 * each other: a staff notification reaching the other deployment's user of the same id. Database 0 keeps
 * the bare name, so instances that do not know of this rule still hear ones that do during an upgrade.
 */
export function channelFor(redis: Redis, name: string): string {
  const database = redis.options.db ?? 0;
  return database === 0 ? name : `${name}:db${database}`;
}

/** Redis commands that callers fire without awaiting: their rejection must not end the process. */
type FireAndForget = 'publish' | 'subscribe' | 'psubscribe' | 'unsubscribe' | 'punsubscribe';

function handleRejections(client: Redis, methods: readonly FireAndForget[]): Redis {
  const methodsOf = client as unknown as Record<FireAndForget, (...args: unknown[]) => Promise<unknown>>;
  for (const name of methods) {
    const original = methodsOf[name].bind(client);
    methodsOf[name] = (...args) => {
      const result = original(...args);
      // Marks the rejection handled; a caller that awaits still sees it.
      result.catch(() => undefined);
      return result;
    };
  }
  // The connection given to the app reports outages once; these only reconnect.
  client.on('error', () => undefined);
  return client;
}

/**
 * A connection that subscribes: its commands wait for Redis instead of failing, and it subscribes again
 * when Redis returns. For Socket.IO's adapter, which subscribes and unsubscribes without awaiting.
 */
export function subscriberOf(redis: Redis): Redis {
  return handleRejections(
    redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, commandTimeout: undefined }),
    ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'],
  );
}

/** A connection that publishes and fails at once while Redis is down; Socket.IO's adapter never awaits it. */
export function publisherOf(redis: Redis): Redis {
  return handleRejections(redis.duplicate({ enableOfflineQueue: false, maxRetriesPerRequest: 1 }), [
    'publish',
  ]);
}

/** Quits politely when connected; while Redis is down a quit would wait for it, so disconnect. */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  if (!isRedisUp(client)) return client.disconnect();
  await client.quit().catch(() => client.disconnect());
}
