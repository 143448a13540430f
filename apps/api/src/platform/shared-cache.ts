import type { Redis } from 'ioredis';
import type { Logger } from './logger.ts';
import { channelFor, closeRedis, isRedisUp, subscriberOf } from './redis.ts';

/** The Redis channel on which instances tell each other what to forget (per database: `channelFor`). */
export const CACHE_CHANNEL = 'cambix:cache';

/**
 * Values read from the database and kept in memory until staff change them (settings, the bank
 * catalogue). One per app instance; with Redis, forgetting on one instance forgets on every instance, and
 * while Redis cannot be heard nothing is kept (decision 120).
 */
export interface SharedCache {
  /** The kept value of `name`, or `load()`'s, kept unless `name` was forgotten while it loaded. */
  get<T>(name: string, load: () => Promise<T>): Promise<T>;
  /** Call after the change has committed: drops `names` here and, with Redis, on every instance. */
  forget(...names: string[]): Promise<void>;
  close(): Promise<void>;
}

interface Options {
  redis?: Redis | undefined;
  log: Logger;
}

/** A local cache, told of changes on other instances through `CACHE_CHANNEL` when `redis` is given. */
export async function createSharedCache({ redis, log }: Options): Promise<SharedCache> {
  const values = new Map<string, unknown>();
  // Bumped by every forget: a load that began before it must not store what it read.
  const generations = new Map<string, number>();
  const forgetHere = (names: readonly string[]) => {
    for (const name of names) {
      values.delete(name);
      generations.set(name, (generations.get(name) ?? 0) + 1);
    }
  };
  const forgetEverything = () => forgetHere([...new Set([...values.keys(), ...generations.keys()])]);

  const channel = redis ? channelFor(redis, CACHE_CHANNEL) : CACHE_CHANNEL;
  const subscriber = redis ? subscriberOf(redis) : undefined;
  if (subscriber) {
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      try {
        forgetHere(JSON.parse(message) as string[]);
      } catch (error) {
        log.error({ err: error }, 'unreadable cache invalidation; forgetting everything');
        forgetEverything();
      }
    });
    // Messages sent while the connection was down are lost: what is kept may be stale.
    subscriber.on('ready', forgetEverything);
    // Subscribed before going on; with Redis down the app starts anyway and subscribes when it returns.
    await new Promise<void>((resolve) => {
      subscriber.once('error', () => resolve());
      subscriber.subscribe(channel).then(
        () => resolve(),
        () => resolve(),
      );
    });
  }

  // While it cannot hear the other instances' forgets, a kept value could outlive a change made elsewhere
  // (a token logged out on another instance would keep working): it reads through until Redis is back.
  const hearsOthers = () => !subscriber || subscriber.status === 'ready';

  return {
    async get<T>(name: string, load: () => Promise<T>): Promise<T> {
      if (!hearsOthers()) return load();
      if (values.has(name)) return values.get(name) as T;
      const generation = generations.get(name) ?? 0;
      const value = await load();
      if ((generations.get(name) ?? 0) === generation && hearsOthers()) values.set(name, value);
      return value;
    },
    async forget(...names) {
      forgetHere(names);
      if (!redis) return;
      // Instances that lost Redis too forget everything when it returns; publishing now would only fail.
      if (!isRedisUp(redis)) return;
      try {
        await redis.publish(channel, JSON.stringify(names));
      } catch (error) {
        // The change is committed either way; other instances keep their copy until they reconnect or restart.
        log.error({ err: error, names }, 'could not tell other instances to forget');
      }
    },
    async close() {
      if (subscriber) await closeRedis(subscriber);
    },
  };
}
