import crypto from 'node:crypto';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { ORDER_STATUS, type PartnerOrder, type WebhookSettings } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  finalizeByLink,
  newKey,
  partnerIdOf,
  setPartner,
  uploadByLink,
} from '../../../test/support/partner-orders.ts';
import { hostAnswers } from '../../../test/support/host-answers.ts';
import {
  apiKeyOf,
  apiOrder,
  bearer,
  createByApi,
  getByApi,
  type Headers,
} from '../../../test/support/partner-api.ts';
import { insertPartner, insertPartnerOrder, signedInExterno } from '../../../test/support/partner-rows.ts';
import { staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { dueAt } from '../../../test/support/test-jobs.ts';
import {
  orders,
  partnerApiKeys,
  partners,
  partnerWebhookDeliveries,
} from '../../platform/db/schema/index.ts';
import { carryOverQueuedWebhooks, verifyWebhookSignature } from './index.ts';
import {
  WEBHOOK_JOBS,
  WEBHOOK_RETRIES,
  WEBHOOK_RETRY_MAX_SECONDS,
  WEBHOOK_RETRY_SECONDS,
} from './deliver-webhooks.ts';
import { queueStatusWebhook } from './queue-webhooks.ts';
import { FAILED_KEY_CHECKS } from './failed-key-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the partner API', () => {
  it('creates an order once per Idempotency-Key and refuses a create without one', async () => {
    const { key } = await apiKeyOf(t, 'externo');
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

  it("answers another partner's order as not found", async () => {
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
    const document = response.json() as { openapi: string; paths: object; webhooks: object };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual([
      '/api/partner-api/v1/orders',
      '/api/partner-api/v1/banks',
      '/api/partner-api/v1/orders/{code}',
    ]);
    expect(Object.keys(document.webhooks)).toEqual(['order.status_changed']);
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

describe('webhooks', () => {
  let server: http.Server;
  let url: string;
  let answer = 200;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let data = '';
      request.on('data', (chunk: Buffer) => (data += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body: data });
        response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/cambix`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const deliveriesOf = (partnerId: number) =>
    t.ctx.db
      .select()
      .from(partnerWebhookDeliveries)
      .where(eq(partnerWebhookDeliveries.partnerId, partnerId))
      .orderBy(partnerWebhookDeliveries.id);
  const deliveryRow = async (id: number) =>
    (await t.ctx.db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.id, id)))[0];
  const jobOf = async (deliveryId: number) => {
    const [job, ...others] = await t.ctx.jobs.find(WEBHOOK_JOBS, { deliveryId });
    expect(others).toEqual([]);
    return job!;
  };

  async function webhookFor(role: 'externo' | 'externo2') {
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/partner/webhook',
      headers: await t.authAs(role),
      payload: { url },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return body<WebhookSettings>(saved).data;
  }

  it('gives a delivery up at once when the partner removed its webhook after it was queued', async () => {
    const partnerId = await partnerIdOf(t, 'externo');
    await webhookFor('externo');
    const { order } = await insertPartnerOrder(t.ctx, partnerId);
    const before = received.length;
    const [delivery] = await t.ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(partnerWebhookDeliveries)
        .values({ partnerId, orderId: order.id, event: 'order.status_changed', payload: {} })
        .returning({ deliveryId: partnerWebhookDeliveries.id });
      await t.ctx.jobs.send(tx, WEBHOOK_JOBS, inserted);
      await tx
        .update(partners)
        .set({ webhookUrl: null, webhookSecret: null })
        .where(eq(partners.id, partnerId));
      return inserted;
    });
    await t.drain();
    expect(received).toHaveLength(before);
    expect(await deliveryRow(delivery!.deliveryId)).toMatchObject({
      attempts: 1,
      failedAt: t.clock.now(),
      lastError: 'El socio quitó su webhook.',
    });
    expect((await jobOf(delivery!.deliveryId)).state).toBe('completed');
  });

  it('two instances draining at once post each delivery once', async () => {
    const partnerId = await partnerIdOf(t, 'externo2');
    await webhookFor('externo2');
    const other = await buildTestApp({ database: t.database });
    other.clock.set(t.clock.now());
    try {
      const queued = await Promise.all(Array.from({ length: 5 }, () => insertPartnerOrder(t.ctx, partnerId)));
      const before = received.length;
      for (const { order } of queued) await queueStatusWebhook(t.ctx, order.id);
      await Promise.all([t.drain(), other.drain()]);
      const posted = received.slice(before).map((request) => request.headers['x-cambix-delivery']);
      expect(posted).toHaveLength(queued.length);
      expect(new Set(posted).size).toBe(queued.length);
    } finally {
      await other.close();
    }
  });

  it('posts a delivery once even when its job runs again after the post was recorded', async () => {
    const partnerId = await partnerIdOf(t, 'externo2');
    await webhookFor('externo2');
    const { order } = await insertPartnerOrder(t.ctx, partnerId);
    const before = received.length;
    await queueStatusWebhook(t.ctx, order.id);
    await t.drain();
    expect(received).toHaveLength(before + 1);
    const [delivery] = (await deliveriesOf(partnerId)).filter((row) => row.orderId === order.id);
    expect(delivery).toMatchObject({ attempts: 1, deliveredAt: t.clock.now() });
    // As when an instance stops between the post and the job's completion: the job is run again.
    await t.ctx.jobs.send(t.ctx.db, WEBHOOK_JOBS, [{ deliveryId: delivery!.id }]);
    await t.drain();
    expect(received).toHaveLength(before + 1);
    expect(await deliveryRow(delivery!.id)).toMatchObject({ attempts: 1, deliveredAt: t.clock.now() });
  });

  it('hands a delivery queued before the job queue to it once', async () => {
    const partnerId = await partnerIdOf(t, 'externo2');
    await webhookFor('externo2');
    const { order } = await insertPartnerOrder(t.ctx, partnerId);
    const [legacy] = await t.ctx.db
      .insert(partnerWebhookDeliveries)
      .values({
        partnerId,
        orderId: order.id,
        event: 'order.status_changed',
        payload: { event: 'order.status_changed' },
        nextAttemptAt: t.clock.now(),
      })
      .returning();
    const before = received.length;
    expect(await carryOverQueuedWebhooks(t.ctx)).toBe(1);
    expect(await carryOverQueuedWebhooks(t.ctx)).toBe(0);
    await t.drain();
    expect(received.slice(before).map((request) => request.headers['x-cambix-delivery'])).toEqual([
      String(legacy!.id),
    ]);
    expect(await deliveryRow(legacy!.id)).toMatchObject({ attempts: 1, nextAttemptAt: null });
  });

  // Last in its file: it moves the clock on by a day, past every session the tests before it signed in.
  it('posts a status change signed with the partner’s secret, and retries a failure with backoff', async () => {
    const partnerId = await partnerIdOf(t, 'externo2');
    const { secret } = await webhookFor('externo2');
    expect(secret).toMatch(/^whsec_/);

    const { key } = await apiKeyOf(t, 'externo2');
    const created = await createByApi(
      t,
      { ...bearer(key), 'idempotency-key': newKey() },
      await apiOrder(t, '45100003'),
    );
    const order = body<PartnerOrder>(created).data;
    const before = received.length;
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    expect((await finalizeByLink(t, order.link.code)).statusCode).toBe(200);

    const [stored] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.code, order.code));
    const ofOrder = async () => (await deliveriesOf(partnerId)).filter((row) => row.orderId === stored!.id);
    await vi.waitFor(async () => expect(await ofOrder()).toHaveLength(1));
    await t.drain();
    expect(received).toHaveLength(before + 1);
    const delivery = received.at(-1);
    expect(JSON.parse(delivery!.body)).toEqual({
      event: 'order.status_changed',
      order: { code: order.code, status: ORDER_STATUS.PENDIENTE, statusName: 'Pendiente' },
      at: t.clock.now().toISOString(),
    });
    const signature = delivery!.headers['x-cambix-signature'] as string;
    expect(verifyWebhookSignature(secret!, signature, delivery!.body, { now: t.clock.now() })).toBe(true);
    expect(verifyWebhookSignature('whsec_otro', signature, delivery!.body, { now: t.clock.now() })).toBe(
      false,
    );
    expect(verifyWebhookSignature(secret!, signature, `${delivery!.body} `, { now: t.clock.now() })).toBe(
      false,
    );
    const [posted] = await ofOrder();
    expect(posted).toMatchObject({ attempts: 1, deliveredAt: t.clock.now(), nextAttemptAt: null });
    expect(delivery!.headers['x-cambix-delivery']).toBe(String(posted!.id));

    // The receiver fails from now on: each post waits its backoff, not a second less, then it is given up.
    answer = 500;
    const approved = await staffAction(t, await t.authAs('admin'), posted!.orderId, 'approve', {
      operationNumber: 'IN-4455',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await vi.waitFor(async () => expect(await ofOrder()).toHaveLength(2));
    const failing = (await ofOrder())[1]!;
    for (let retry = 1; retry <= WEBHOOK_RETRIES; retry++) {
      const postedAt = t.clock.now().getTime();
      await t.drain();
      expect(received).toHaveLength(before + 1 + retry);
      expect(await deliveryRow(failing.id)).toMatchObject({
        attempts: retry,
        lastError: 'HTTP 500',
        failedAt: null,
      });
      const job = await jobOf(failing.id);
      expect(job.state).toBe('retry');
      const base = Math.min(WEBHOOK_RETRY_SECONDS * 2 ** (retry - 1), WEBHOOK_RETRY_MAX_SECONDS) * 1000;
      const wait = job.startAfter.getTime() - postedAt;
      expect(wait).toBeGreaterThanOrEqual(base);
      expect(wait).toBeLessThanOrEqual(Math.min(2 * base, WEBHOOK_RETRY_MAX_SECONDS * 1000));
      t.clock.set(new Date(job.startAfter.getTime() - 1000));
      await t.drain();
      expect(received).toHaveLength(before + 1 + retry);
      t.clock.set(dueAt(job));
    }
    await t.drain();
    expect(received).toHaveLength(before + 1 + WEBHOOK_RETRIES + 1);
    expect(await deliveryRow(failing.id)).toMatchObject({
      attempts: WEBHOOK_RETRIES + 1,
      failedAt: t.clock.now(),
      lastError: 'HTTP 500',
    });
    expect((await jobOf(failing.id)).state).toBe('completed');
    t.clock.advance(2 * WEBHOOK_RETRY_MAX_SECONDS * 1000);
    await t.drain();
    expect(received).toHaveLength(before + 1 + WEBHOOK_RETRIES + 1);
    answer = 200;
  });
});

describe('a webhook whose name answers differently at delivery (production)', () => {
  it('is checked again on the very address it would connect to, and no connection is made', async () => {
    // Something listening on this machine, counting every connection it is offered.
    let connections = 0;
    const inside = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const port = (inside.address() as AddressInfo).port;
    const dns: Record<string, string[]> = { 'cambiante.example.pe': ['200.48.225.130'] };
    const production = await buildTestApp({ config: { env: 'production' }, resolveHost: hostAnswers(dns) });
    try {
      const partner = await insertPartner(production.ctx);
      const { headers } = await signedInExterno(production, partner.id);
      const saved = await production.app.inject({
        method: 'PUT',
        url: '/api/partner/webhook',
        headers,
        payload: { url: `https://cambiante.example.pe:${port}/hook` },
      });
      expect(saved.statusCode, saved.body).toBe(200);

      const { order } = await insertPartnerOrder(production.ctx, partner.id);
      dns['cambiante.example.pe'] = ['127.0.0.1'];
      await queueStatusWebhook(production.ctx, order.id);
      const [queued] = await production.ctx.db
        .select()
        .from(partnerWebhookDeliveries)
        .where(eq(partnerWebhookDeliveries.orderId, order.id));

      for (const [index, answer] of ['127.0.0.1', '10.0.0.7', '::ffff:127.0.0.1'].entries()) {
        dns['cambiante.example.pe'] = [answer];
        await production.drain();
        const [row] = await production.ctx.db
          .select()
          .from(partnerWebhookDeliveries)
          .where(eq(partnerWebhookDeliveries.id, queued!.id));
        expect(row).toMatchObject({ attempts: index + 1, deliveredAt: null, failedAt: null });
        expect(row?.lastError).toBe(
          `La dirección apunta a ${answer}, que no es pública. Usa la dirección pública de tu servidor.`,
        );
        const [job] = await production.ctx.jobs.find(WEBHOOK_JOBS, { deliveryId: queued!.id });
        production.clock.set(dueAt(job!));
      }
      expect(connections).toBe(0);
    } finally {
      await production.close();
      await new Promise<void>((resolve) => inside.close(() => resolve()));
    }
  });
});
