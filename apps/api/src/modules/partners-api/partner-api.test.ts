import crypto from 'node:crypto';
import {
  LATEST_PARTNER_API_VERSION,
  ORDER_STATUS,
  type PartnerOrder,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newKey, partnerIdOf, setPartner } from '../../../test/support/partner-orders.ts';
import {
  apiKeyOf,
  apiOrder,
  bearer,
  createByApi,
  getByApi,
  type Headers,
  partnerWithKey,
} from '../../../test/support/partner-api.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { partnerApiKeys } from '../../platform/db/schema/index.ts';
import { SANDBOX_ORDER_DAYS } from '../../platform/retention-periods.ts';
import { FAILED_KEY_CHECKS } from './failed-key-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the partner API', () => {
  it('creates an order once per Idempotency-Key and refuses a create without one', async () => {
    const { key, version } = await apiKeyOf(t, 'externo');
    // A new key is made under the newest version.
    expect(version).toBe(LATEST_PARTNER_API_VERSION);
    const payload = await apiOrder(t, '45100001');
    const idempotencyKey = newKey();

    const missing = await createByApi(t, bearer(key), payload);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).code).toBe('PARTNER_IDEMPOTENCY_KEY_REQUIRED');
    const bad = await createByApi(t, { ...bearer(key), 'idempotency-key': 'corta' }, payload);
    expect(body(bad).code).toBe('PARTNER_IDEMPOTENCY_KEY_REQUIRED');

    const first = await createByApi(t, { ...bearer(key), 'idempotency-key': idempotencyKey }, payload);
    expect(first.statusCode, first.body).toBe(200);
    const order = body<PartnerOrder>(first).data;
    expect(order).toMatchObject({ status: ORDER_STATUS.TEMPORAL, sendAmount: '1500.00' });
    expect(order.link.state).toBe('activa');

    const again = await createByApi(t, { ...bearer(key), 'idempotency-key': idempotencyKey }, payload);
    expect(body<PartnerOrder>(again).data.code).toBe(order.code);

    const read = await getByApi(t, bearer(key), order.code.toLowerCase());
    expect(read.statusCode).toBe(200);
    expect(body<PartnerOrder>(read).data).toEqual(order);
  });

  it('names each refused field by its JSON pointer, in Spanish, where the web keeps its form paths', async () => {
    const { key } = await apiKeyOf(t, 'externo');
    const payload = await apiOrder(t, '45100003');
    const refused = await createByApi(
      t,
      { ...bearer(key), 'idempotency-key': newKey() },
      { ...payload, client: 'Pedro', destination: { ...payload.destination, accountNumber: 12 } },
    );
    expect(refused.statusCode).toBe(400);
    expect(body(refused)).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    const { fields } = body<{ fields: Record<string, string> }>(refused).data;
    expect(Object.keys(fields).sort()).toEqual(['/client', '/destination/accountNumber']);
    expect(fields['/client']).toBe('Entrada inválida: se esperaba objeto, recibido texto');

    const bySession = await t.app.inject({
      method: 'POST',
      url: '/api/partner/orders',
      headers: await t.authAs('externo'),
      payload: { ...payload, idempotencyKey: newKey(), client: 'Pedro' },
    });
    expect(Object.keys(body<{ fields: object }>(bySession).data.fields)).toEqual(['client']);
  });

  it('answers in the version its key was made under, or the one the request names; refuses one that never was', async () => {
    const { partnerId, key } = await partnerWithKey(t);
    const plain = await getByApi(t, bearer(key), 'ZZZZZZZZ');
    expect(plain.headers['cambix-version']).toBe(LATEST_PARTNER_API_VERSION);

    // A key made under an earlier version keeps it, until a request names another.
    await t.ctx.db
      .update(partnerApiKeys)
      .set({ apiVersion: '2026-11-01' })
      .where(eq(partnerApiKeys.partnerId, partnerId));
    expect((await getByApi(t, bearer(key), 'ZZZZZZZZ')).headers['cambix-version']).toBe('2026-11-01');
    const named = await getByApi(
      t,
      { ...bearer(key), 'cambix-version': ` ${LATEST_PARTNER_API_VERSION} ` },
      'ZZZZZZZZ',
    );
    expect(named.headers['cambix-version']).toBe(LATEST_PARTNER_API_VERSION);

    const unknown = await getByApi(t, { ...bearer(key), 'cambix-version': '2026-13-01' }, 'ZZZZZZZZ');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toMatchObject({
      code: 'PARTNER_API_VERSION_UNKNOWN',
      message: expect.stringContaining(LATEST_PARTNER_API_VERSION),
    });
    // A request no key opened says no version.
    expect((await getByApi(t, {}, 'ZZZZZZZZ')).headers['cambix-version']).toBeUndefined();
  });

  it("answers another partner's order as not found, to read or to cancel", async () => {
    const mine = await apiKeyOf(t, 'externo');
    const theirs = await apiKeyOf(t, 'externo2');
    const created = await createByApi(
      t,
      { ...bearer(mine.key), 'idempotency-key': newKey() },
      await apiOrder(t, '45100002'),
    );
    const code = body<PartnerOrder>(created).data.code;
    const refused = await getByApi(t, bearer(theirs.key), code);
    expect(refused.statusCode).toBe(404);
    expect(body(refused).code).toBe('ORDER_NOT_FOUND');
    expect((await getByApi(t, bearer(theirs.key), 'ZZZZZZZZ')).statusCode).toBe(404);
    // Nor can the other demo partner cancel it: the same answer, and the order goes on.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/partner-api/v1/orders/${code}/cancel`,
      headers: bearer(theirs.key),
    });
    expect(cancel.statusCode).toBe(404);
    expect(body(cancel).code).toBe('ORDER_NOT_FOUND');
    expect(body<PartnerOrder>(await getByApi(t, bearer(mine.key), code)).data.link.state).toBe('activa');
  });

  it('opens to a live key only: no session, a revoked key on the very next request, an inactive partner', async () => {
    const { key, id } = await apiKeyOf(t, 'externo');
    const session = await t.authAs('externo');
    for (const headers of [{}, session, bearer('cbx_live_no-existe'), { authorization: key }]) {
      const refused = await getByApi(t, headers, 'ZZZZZZZZ');
      expect(refused.statusCode).toBe(401);
      expect(body(refused).code).toBe('PARTNER_API_KEY_INVALID');
      expect(refused.headers['www-authenticate']).toBe('Bearer realm="cambix"');
    }

    expect((await getByApi(t, bearer(key), 'ZZZZZZZZ')).statusCode).toBe(404);
    const [used] = await t.ctx.db.select().from(partnerApiKeys).where(eq(partnerApiKeys.id, id));
    expect(used?.lastUsedAt).toEqual(t.clock.now());

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/partner/api-keys/${id}`,
      headers: session,
    });
    expect(revoke.statusCode, revoke.body).toBe(200);
    const afterRevoke = await getByApi(t, bearer(key), 'ZZZZZZZZ');
    expect(afterRevoke.statusCode).toBe(401);
    expect(body(afterRevoke).code).toBe('PARTNER_API_KEY_INVALID');

    const other = await apiKeyOf(t, 'externo2');
    const partnerId = await partnerIdOf(t, 'externo2');
    await setPartner(t, partnerId, { active: false });
    try {
      expect(body(await getByApi(t, bearer(other.key), 'ZZZZZZZZ')).code).toBe('PARTNER_API_KEY_INVALID');
    } finally {
      await setPartner(t, partnerId, { active: true });
    }
  });

  it('limits each key on its own', async () => {
    const busy = await apiKeyOf(t, 'externo', 'Muy activo');
    const calm = await apiKeyOf(t, 'externo', 'Tranquilo');
    const statuses: number[] = [];
    for (let index = 0; index < 61; index++) {
      statuses.push((await createByApi(t, bearer(busy.key), {})).statusCode);
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await createByApi(t, bearer(calm.key), {})).statusCode).toBe(400);
  });

  it('publishes its OpenAPI document to anyone, from any origin', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/partner-api/v1/openapi.json',
      headers: { origin: 'https://editor.swagger.io' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    const document = response.json() as { openapi: string; webhooks: object };
    expect(document.openapi).toBe('3.1.0');
    // Which paths it declares is openapi-document.test.ts's: each operation the API routes, once.
    expect(Object.keys(document.webhooks)).toEqual([...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT]);
  });

  it('serves the guide for developers beside the document, with every event and operation in it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/guide' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = response.body;
    expect(page).toContain('<h1>Guía de la API para socios de Cambix</h1>');
    expect(page).toContain('href="/api/partner-api/v1/openapi.json"');
    // The sandbox's retention, as the sweep applies it.
    expect(page).toContain(`se borran ${SANDBOX_ORDER_DAYS} días después`);
    for (const event of [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT])
      expect(page).toContain(`<code>${event}</code>`);
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/openapi.json' })).json<{
      paths: Record<string, object>;
    }>();
    // Each operation by its last word: orders, quotes, banks, cancel, deliveries, redeliver, test…
    const words = Object.keys(paths).map((route) =>
      route
        .split('/')
        .filter((part) => !part.startsWith('{'))
        .at(-1)!,
    );
    for (const word of new Set(words)) expect(page).toMatch(new RegExp(`/${word}\\b`));
  });
});

describe('guessing keys', () => {
  const { max, windowMs } = FAILED_KEY_CHECKS;
  const guess = () => bearer(`cbx_live_${crypto.randomBytes(32).toString('base64url')}`);
  const getFrom = (app: TestApp, remoteAddress: string, headers: Headers) =>
    app.app.inject({ method: 'GET', url: '/api/partner-api/v1/orders/ZZZZZZZZ', headers, remoteAddress });

  it('refuses every key check from an address past its failures, a right key’s too, and no other address', async () => {
    const { key } = await apiKeyOf(t, 'externo', 'De la misma oficina');
    const statuses: number[] = [];
    for (let index = 0; index < 70; index++) {
      statuses.push((await getFrom(t, '203.0.113.70', guess())).statusCode);
    }
    expect(statuses.slice(0, max)).toEqual(Array<number>(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array<number>(70 - max).fill(429));

    const refused = await getFrom(t, '203.0.113.70', bearer(key));
    expect(refused.statusCode).toBe(429);
    expect(body(refused).code).toBe('PARTNER_API_KEY_THROTTLED');
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
    expect(body<{ retryAfterSeconds: number }>(refused).data.retryAfterSeconds).toBe(retryAfter);

    // Another address: its own count, and the right key works from it.
    expect((await getFrom(t, '203.0.113.71', bearer(key))).statusCode).toBe(404);
    expect((await getFrom(t, '203.0.113.71', guess())).statusCode).toBe(401);
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let index = 1; index <= max; index++) {
      expect((await getFrom(t, `2001:db8:70::${index.toString(16)}`, guess())).statusCode).toBe(401);
    }
    expect((await getFrom(t, '2001:db8:70::ffff:1', guess())).statusCode).toBe(429);
    expect((await getFrom(t, '2001:db8:71::1', guess())).statusCode).toBe(401);
  });

  it('opens the address again when the window ends, to the millisecond, and a right key does not reopen it', async () => {
    const { key } = await apiKeyOf(t, 'externo', 'Después de la espera');
    const start = new Date('2031-01-10T15:00:00Z').getTime();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(start);
      for (let index = 0; index < max - 1; index++) {
        expect((await getFrom(t, '203.0.113.72', guess())).statusCode).toBe(401);
      }
      // A right key in between clears nothing: the next failure is still the last one allowed.
      expect((await getFrom(t, '203.0.113.72', bearer(key))).statusCode).toBe(404);
      expect((await getFrom(t, '203.0.113.72', guess())).statusCode).toBe(401);

      vi.setSystemTime(start + windowMs - 1);
      const last = await getFrom(t, '203.0.113.72', bearer(key));
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBe('1');

      vi.setSystemTime(start + windowMs);
      expect((await getFrom(t, '203.0.113.72', bearer(key))).statusCode).toBe(404);
      expect((await getFrom(t, '203.0.113.72', guess())).statusCode).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'counts the failures of every instance together in Redis',
    async () => {
      const redisA = new Redis(process.env.TEST_REDIS_URL!);
      const redisB = new Redis(process.env.TEST_REDIS_URL!);
      const stale = await redisA.keys('cambix:rate:*partner-api-failed-keys:203.0.113.73');
      if (stale.length > 0) await redisA.del(...stale);
      const a = await buildTestApp({ redis: redisA });
      const b = await buildTestApp({ redis: redisB, database: a.database });
      try {
        for (let index = 0; index < max; index++) {
          const instance = index % 2 === 0 ? a : b;
          expect((await getFrom(instance, '203.0.113.73', guess())).statusCode).toBe(401);
        }
        expect((await getFrom(a, '203.0.113.73', guess())).statusCode).toBe(429);
        expect((await getFrom(b, '203.0.113.73', guess())).statusCode).toBe(429);
      } finally {
        await b.close();
        await a.close();
        await redisA.quit();
        await redisB.quit();
      }
    },
  );
});
