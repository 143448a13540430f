import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../test/support/admin-customers.ts';
import { signIn } from '../../test/support/admin-orders.ts';
import { captureLog } from '../../test/support/captured-log.ts';
import { freePort } from '../../test/support/free-port.ts';
import { listen, openSocket, outcome, tokenOf } from '../../test/support/sockets.ts';
import {
  APP_KEY_HEADER,
  body,
  buildTestApp,
  demoAccount,
  type TestApp,
} from '../../test/support/test-app.ts';
import { hasRedisServer, throwawayRedis } from '../../test/support/throwaway-redis.ts';
import { users } from './db/schema/index.ts';
import { closeRedis, connectRedis, isRedisUp } from './redis.ts';

// Never the machine's Redis: this file starts and stops a redis-server of its own.
describe.skipIf(!hasRedisServer)('with Redis going away under a running server', () => {
  const captured = captureLog('info');
  const rejections: unknown[] = [];
  const onRejection = (reason: unknown) => rejections.push(reason);
  let server: ReturnType<typeof throwawayRedis>;
  let redis: Redis;
  let probe: Redis;
  let t: TestApp;
  let socketUrl: string;

  // Not events.once: it rejects on the 'error' events a reconnecting client emits.
  const when = (emitter: { once(event: string, listener: () => void): unknown }, event: string) =>
    new Promise<void>((resolve) => emitter.once(event, () => resolve()));
  const logged = (level: number, text: string) =>
    captured.lines().filter((line) => line.level === level && String(line.msg).includes(text));
  const get = (url: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url, headers: APP_KEY_HEADER, remoteAddress });
  const dependencies = async () => body<{ dependencies: object }>(await get('/api/health')).data.dependencies;
  const redisIsUp = async () => {
    if (!isRedisUp(redis)) await when(redis, 'ready');
  };
  /** Sends validateDni from `address` until its per-address limit answers 429; returns how many passed. */
  const exhaustLimit = async (address: string) => {
    for (let passed = 0; passed < 100; passed++) {
      const response = await get('/api/validateDni/12345678', address);
      expect(response.statusCode).not.toBe(500);
      if (response.statusCode === 429) return passed;
    }
    throw new Error('the limit never bit');
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onRejection);
    const port = await freePort();
    server = throwawayRedis(port);
    redis = connectRedis(server.url, captured.log);
    // Redis is not running yet: the app starts anyway.
    t = await buildTestApp({ redis, log: captured.log });
    socketUrl = await listen(t);
    probe = new Redis(server.url, { lazyConnect: true });
    probe.on('error', () => undefined);
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await closeRedis(redis);
    probe?.disconnect();
    await server?.stop();
    process.off('unhandledRejection', onRejection);
  });

  it('starts with Redis unreachable: one warning naming its host, limits per instance, ready', async () => {
    if (redis.status !== 'reconnecting') await when(redis, 'reconnecting');
    const warnings = logged(40, 'Redis');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain(`${new URL(server.url).host} (REDIS_URL) is unreachable`);

    expect(await dependencies()).toEqual({ database: 'ok', redis: 'down' });
    expect((await get('/api/ready')).statusCode).toBe(200);
    expect((await t.login(demoAccount('cliente').dni)).statusCode).toBe(200);
    expect(await exhaustLimit('192.0.2.1')).toBeGreaterThan(0);
  });

  it('counts limits in Redis once it comes up', async () => {
    await server.start();
    await redisIsUp();
    expect(logged(30, 'is back')).toHaveLength(1);
    expect((await get('/api/validateDni/12345678', '192.0.2.2')).statusCode).toBe(200);
    expect(await probe.keys('cambix:rate:*')).not.toEqual([]);
    expect(await dependencies()).toEqual({ database: 'ok', redis: 'ok' });
  });

  it('when Redis stops: no 500, limits still bite, revoked sockets still end, one warning; shared again on return', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const socket = openSocket(socketUrl, tokenOf(await signIn(t, customer.documentNumber)));
    expect(await outcome(socket)).toBe('connected');

    await server.stop();
    if (isRedisUp(redis)) await when(redis, 'close');
    expect((await t.login(demoAccount('cliente').dni)).statusCode).toBe(200);
    expect(await exhaustLimit('192.0.2.3')).toBeGreaterThan(0);
    expect(await dependencies()).toEqual({ database: 'ok', redis: 'down' });
    expect((await get('/api/ready')).statusCode).toBe(200);
    await t.ctx.cache.forget('settings:fees');

    // A revocation during the outage still ends the socket open on this instance.
    const disconnected = when(socket, 'disconnect');
    await t.ctx.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.id, customer.id));
    t.ctx.events.publish({ type: 'user.sessions-revoked', userId: customer.id });
    t.app.realtime.toStaff('notification:reload');
    await disconnected;

    await server.start();
    await redisIsUp();
    expect((await get('/api/validateDni/12345678', '192.0.2.4')).statusCode).toBe(200);
    expect(await probe.keys('cambix:rate:*')).not.toEqual([]);

    expect(logged(40, 'Redis')).toHaveLength(2); // one per outage: at start and now
    expect(logged(30, 'is back')).toHaveLength(2);
    expect(captured.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
    expect(rejections).toEqual([]);
  });
});
