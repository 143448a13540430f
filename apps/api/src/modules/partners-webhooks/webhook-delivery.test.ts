import {
  WEBHOOK_EVENT_TYPES,
  type PartnerOrder,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apiKeyOf,
  apiOrder,
  bearer,
  createByApi,
  getByApi,
  partnerWithKey,
} from '../../../test/support/partner-api.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { finalizeByLink, newKey, uploadByLink } from '../../../test/support/partner-orders.ts';
import {
  insertPartner,
  insertPartnerClient,
  insertPartnerOrder,
  insertShare,
  signedInExterno,
} from '../../../test/support/partner-rows.ts';
import { staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { dueAt } from '../../../test/support/test-jobs.ts';
import {
  addEndpoint,
  startWebhookReceiver,
  verifyPost,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import {
  auditLog,
  cambixAccounts,
  orders,
  partnerWebhookDeliveries,
  partnerWebhookEvents,
} from '../../platform/db/schema/index.ts';
import { WEBHOOK_JOBS } from './deliver-webhook.ts';
import { carryOverQueuedWebhooks } from './index.ts';
import { recordOrderEvent } from './record-partner-events.ts';
import { recordPartnerEvent } from './record-partner-event.ts';

type Headers = Record<string, string>;

let t: TestApp;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await buildTestApp();
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const deliveriesOf = (endpointId: number) =>
  t.ctx.db
    .select()
    .from(partnerWebhookDeliveries)
    .where(eq(partnerWebhookDeliveries.endpointId, endpointId))
    .orderBy(partnerWebhookDeliveries.id);
const postsSince = (count: number) => receiver.received.slice(count);
/** What the audit kept of a partner's webhooks, oldest first. */
const auditOf = (partnerId: number) =>
  t.ctx.db
    .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'partner'), eq(auditLog.targetId, String(partnerId))))
    .orderBy(auditLog.id);
const parsed = (post: { body: string }) =>
  JSON.parse(post.body) as { id: string; type: string; data: Record<string, unknown> };

const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/partner/webhook-endpoints${url}`, headers, payload });
const log = async (headers: Headers, endpointId: number, cursor?: string) => {
  const response = await call(
    headers,
    'GET',
    `/${endpointId}/deliveries${cursor ? `?cursor=${cursor}` : ''}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return body<WebhookDeliveryPage>(response).data;
};
const ping = async (headers: Headers, endpointId: number) => {
  const response = await call(headers, 'POST', `/${endpointId}/test`);
  expect(response.statusCode, response.body).toBe(200);
  return body<WebhookDelivery>(response).data;
};

/** A new partner, its signed-in user and one endpoint for `events` on the receiver. */
async function partnerEndpoint(events = [...WEBHOOK_EVENT_TYPES]) {
  const partner = await insertPartner(t.ctx);
  const { user, headers } = await signedInExterno(t, partner.id);
  const endpoint = await addEndpoint(t, headers, `${receiver.url}?p=${partner.id}`, events);
  return { partnerId: partner.id, user, headers, endpoint };
}

describe('partner events', () => {
  it('posts each move of an order to the endpoints that want it, signed to Standard Webhooks', async () => {
    const headers = await t.authAs('externo2');
    const all = await addEndpoint(t, headers, `${receiver.url}?todo`, [...WEBHOOK_EVENT_TYPES]);
    const paidOnly = await addEndpoint(t, headers, `${receiver.url}?pagos`, ['order.paid']);
    const { key } = await apiKeyOf(t, 'externo2');
    const before = receiver.received.length;
    const created = await createByApi(
      t,
      { ...bearer(key), 'idempotency-key': newKey() },
      await apiOrder(t, '45100021'),
    );
    const order = body<PartnerOrder>(created).data;
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    expect((await finalizeByLink(t, order.link.code)).statusCode).toBe(200);
    const [stored] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.code, order.code));
    await vi.waitFor(async () => expect(await deliveriesOf(all.id)).toHaveLength(2));
    const approved = await staffAction(t, await t.authAs('admin'), stored!.id, 'approve', {
      operationNumber: 'IN-2211',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await vi.waitFor(async () => expect(await deliveriesOf(all.id)).toHaveLength(3));
    await t.drain();

    const posts = postsSince(before);
    const toAll = posts.filter((post) => post.path.endsWith('?todo'));
    const toPaid = posts.filter((post) => post.path.endsWith('?pagos'));
    expect(toAll.map((post) => parsed(post).type)).toEqual([
      'order.created',
      'order.finalized',
      'order.paid',
    ]);
    expect(toPaid.map((post) => parsed(post).type)).toEqual(['order.paid']);
    for (const post of toAll) {
      // The reference library's verifier, as the partner's receiver runs it: it throws on a bad signature.
      expect(verifyPost(all.secret, post, t.clock.now())).toEqual(parsed(post));
      expect(post.headers['webhook-id']).toBe(parsed(post).id);
      expect(post.headers['webhook-timestamp']).toBe(String(Math.floor(t.clock.now().getTime() / 1000)));
      expect(() => verifyPost(paidOnly.secret, post, t.clock.now())).toThrow('No matching signature found');
    }
    expect(verifyPost(paidOnly.secret, toPaid[0]!, t.clock.now())).toEqual(parsed(toPaid[0]!));
    // One event, two deliveries: the same id, so a receiver behind both can drop the repeat.
    expect(parsed(toPaid[0]!).id).toBe(parsed(toAll[2]!).id);
    expect(new Set(toAll.map((post) => parsed(post).id)).size).toBe(3);

    const [created_, finalized, paid] = toAll.map(parsed);
    expect(created_!.data).toMatchObject({
      previousStatus: null,
      status: { code: 0, name: 'Por completar' },
      order: { code: order.code },
    });
    expect(finalized!.data).toMatchObject({
      previousStatus: { code: 0, name: 'Por completar' },
      status: { code: 1, name: 'Verificando tu pago' },
    });
    const now = body<PartnerOrder>(await getByApi(t, bearer(key), order.code)).data;
    expect(paid).toEqual({
      id: paid!.id,
      type: 'order.paid',
      timestamp: t.clock.now().toISOString(),
      sandbox: false,
      data: {
        previousStatus: { code: 1, name: 'Verificando tu pago' },
        status: { code: 3, name: 'Pago confirmado' },
        order: now,
      },
    });
  });

  it('names an expired order’s status as the partner reads it, and has no event for a customer’s own order', async () => {
    const { partnerId, endpoint } = await partnerEndpoint(['order.expired']);
    const { order } = await insertPartnerOrder(t.ctx, partnerId);
    const before = receiver.received.length;
    const record = (type: 'order.expired' | 'order.paid-out', orderId: number) =>
      t.ctx.db.transaction((tx) => recordOrderEvent(t.ctx, tx, type, orderId));
    expect(await record('order.expired', order.id)).toHaveLength(1);
    expect(await record('order.paid-out', order.id)).toEqual([]);
    await t.drain();
    const [post] = postsSince(before);
    expect(parsed(post!).data).toMatchObject({
      previousStatus: { code: 0, name: 'Por completar' },
      status: { code: 0, name: 'Vencida' },
    });
    expect(verifyPost(endpoint.secret, post!, t.clock.now())).toMatchObject({ type: 'order.expired' });

    const own = await insertOrder(t.ctx, (await insertPartnerClient(t.ctx, partnerId)).id);
    expect(await record('order.expired', own.id)).toEqual([]);
  });

  it('posts share.settled for each share a settlement pays', async () => {
    const { partnerId, endpoint } = await partnerEndpoint(['share.settled']);
    const shares = [];
    for (const amount of ['4.50', '2.25']) {
      const { order } = await insertPartnerOrder(t.ctx, partnerId);
      shares.push({
        code: order.code,
        share: await insertShare(t.ctx, { partnerId, orderId: order.id, amount }),
      });
    }
    const [account] = await t.ctx.db
      .select({ id: cambixAccounts.id })
      .from(cambixAccounts)
      .where(eq(cambixAccounts.active, true))
      .limit(1);
    const before = receiver.received.length;
    const day = t.clock.now().toISOString().slice(0, 10);
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partnerId}/settlements`,
      headers: await t.authAs('admin'),
      payload: { cambixAccountId: account!.id, operationNumber: 'OP-5501', from: '2020-01-01', to: day },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    await vi.waitFor(async () => expect(await deliveriesOf(endpoint.id)).toHaveLength(2));
    await t.drain();
    const posted = postsSince(before).map((post) => verifyPost(endpoint.secret, post, t.clock.now()));
    expect(posted).toEqual(
      shares.map(({ code, share }) =>
        expect.objectContaining({
          type: 'share.settled',
          data: {
            share: expect.objectContaining({ orderCode: code, amount: share.amount }),
            settlement: expect.objectContaining({ operationNumber: 'OP-5501', periodTo: day }),
          },
        }),
      ),
    );
  });
});

describe('the delivery log', () => {
  it('shows each delivery with the receiver’s answer, and redelivers an event under its id', async () => {
    const { partnerId, user, headers, endpoint } = await partnerEndpoint();
    receiver.answer = { status: 200, body: '{"recibido":true}' };
    const queued = await ping(headers, endpoint.id);
    expect(queued).toMatchObject({
      eventType: 'webhook.test',
      state: 'pendiente',
      attempts: 0,
      manual: false,
    });
    await t.drain();
    const [delivered] = (await log(headers, endpoint.id)).items;
    expect(delivered).toMatchObject({
      id: queued.id,
      state: 'entregado',
      attempts: 1,
      responseStatus: 200,
      responseBody: '{"recibido":true}',
      error: null,
      lastAttemptAt: t.clock.now().toISOString(),
      payload: { type: 'webhook.test', data: { endpointId: endpoint.id } },
    });

    // A receiver that fails: the answer is logged, at most 2 KB of it, and the delivery waits its retry.
    receiver.answer = { status: 503, body: 'x'.repeat(5_000) };
    const failing = await ping(headers, endpoint.id);
    await t.drain();
    const [retrying] = (await log(headers, endpoint.id)).items;
    expect(retrying).toMatchObject({
      id: failing.id,
      state: 'pendiente',
      responseStatus: 503,
      error: 'HTTP 503',
    });
    expect(retrying!.responseBody).toHaveLength(2_048);

    receiver.answer = { status: 200, body: '' };
    const before = receiver.received.length;
    const redelivered = await call(headers, 'POST', `/${endpoint.id}/deliveries/${delivered!.id}/redeliver`);
    expect(redelivered.statusCode, redelivered.body).toBe(200);
    const again = body<WebhookDelivery>(redelivered).data;
    expect(again).toMatchObject({ eventId: delivered!.eventId, manual: true, state: 'pendiente' });
    expect(again.id).toBeGreaterThan(failing.id);
    await t.drain();
    const [post] = postsSince(before);
    expect(post!.headers['webhook-id']).toBe(delivered!.eventId);
    expect(verifyPost(endpoint.secret, post!, t.clock.now())).toMatchObject({ id: delivered!.eventId });
    expect((await log(headers, endpoint.id)).items[0]).toMatchObject({ id: again.id, state: 'entregado' });

    // Each post asked for is kept with who asked.
    expect(await auditOf(partnerId)).toEqual([
      { action: 'partner.webhook.create', actorId: user.id, after: expect.anything() },
      {
        action: 'partner.webhook.test',
        actorId: user.id,
        after: { endpointId: endpoint.id, deliveryId: queued.id },
      },
      {
        action: 'partner.webhook.test',
        actorId: user.id,
        after: { endpointId: endpoint.id, deliveryId: failing.id },
      },
      {
        action: 'partner.webhook.redeliver',
        actorId: user.id,
        after: {
          endpointId: endpoint.id,
          deliveryId: again.id,
          of: delivered!.id,
          eventId: delivered!.eventId,
        },
      },
    ]);
  });

  it('allows an account 10 tests a minute, from any address, and never spends another account’s', async () => {
    const mine = await partnerEndpoint();
    const theirs = await partnerEndpoint();
    const from = ({ headers, endpoint }: typeof mine, address: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/partner/webhook-endpoints/${endpoint.id}/test`,
        headers,
        remoteAddress: address,
      });
    for (let count = 1; count <= 10; count++)
      expect((await from(mine, `203.0.113.${count}`)).statusCode, `${count}`).toBe(200);
    const eleventh = await from(mine, '203.0.113.70');
    expect(eleventh.statusCode).toBe(429);
    expect(body(eleventh).code).toBe('RATE_LIMITED');
    // Behind the same address, another partner's user has all of theirs.
    expect((await from(theirs, '203.0.113.1')).statusCode).toBe(200);
    await t.drain();
  });

  it('pages by cursor, newest first, none skipped or repeated', async () => {
    const { partnerId, headers, endpoint } = await partnerEndpoint();
    const record = (index: number) =>
      t.ctx.db.transaction((tx) =>
        recordPartnerEvent(t.ctx, tx, {
          partnerId,
          type: 'webhook.test',
          orderId: null,
          endpointId: endpoint.id,
          data: { index },
        }),
      );
    for (let index = 0; index < 20; index++) await record(index);
    // Exactly one page: no cursor to a page that would be empty.
    const whole = await log(headers, endpoint.id);
    expect(whole.items).toHaveLength(20);
    expect(whole.nextCursor).toBeNull();
    for (let index = 20; index < 23; index++) await record(index);
    const first = await log(headers, endpoint.id);
    expect(first.items).toHaveLength(20);
    expect(first.nextCursor).toBe(String(first.items.at(-1)!.id));
    const second = await log(headers, endpoint.id, first.nextCursor!);
    expect(second).toMatchObject({ nextCursor: null });
    const indexes = [...first.items, ...second.items].map(
      (delivery) => (delivery.payload as { data: { index: number } }).data.index,
    );
    expect(indexes).toEqual(Array.from({ length: 23 }, (_, index) => 22 - index));
    const bad = await call(headers, 'GET', `/${endpoint.id}/deliveries?cursor=abc`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('endpoints', () => {
  it('are saved with their events, changed and removed; a removed one’s pending delivery is given up', async () => {
    const { partnerId, headers, endpoint } = await partnerEndpoint(['order.paid', 'order.created']);
    expect(endpoint.events).toEqual(['order.created', 'order.paid']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const updated = await call(headers, 'PUT', `/${endpoint.id}`, {
      url: `${receiver.url}?nuevo`,
      events: ['share.settled'],
    });
    expect(body<WebhookEndpoint>(updated).data).toMatchObject({
      url: `${receiver.url}?nuevo`,
      events: ['share.settled'],
    });
    const partners = await t.app.inject({
      method: 'GET',
      url: '/api/admin/partners',
      headers: await t.authAs('admin'),
    });
    expect(body<{ id: number; webhookEndpoints: number }[]>(partners).data).toContainEqual(
      expect.objectContaining({ id: partnerId, webhookEndpoints: 1 }),
    );

    // A delivery still pending when its endpoint goes: its first try refused, it waits its retry. (A ping
    // committed and then removed raced the worker, which may post it first.)
    receiver.answer = { status: 500, body: 'caído' };
    const queued = await ping(headers, endpoint.id);
    await t.drain();
    receiver.answer = { status: 200, body: '{"ok":true}' };
    const before = receiver.received.length;
    expect((await call(headers, 'DELETE', `/${endpoint.id}`)).statusCode).toBe(200);
    const [retry] = await t.ctx.jobs.find(WEBHOOK_JOBS, { deliveryId: queued.id });
    t.clock.set(dueAt(retry!));
    await t.drain();
    expect(postsSince(before).filter((post) => post.path.endsWith('?nuevo'))).toEqual([]);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({
      id: queued.id,
      failedAt: t.clock.now(),
      lastError: 'Quitaste este endpoint: la entrega no se envió.',
    });
    const listed = await call(headers, 'GET', '');
    expect(body<WebhookEndpoint[]>(listed).data).toEqual([]);
    expect((await call(headers, 'POST', `/${endpoint.id}/test`)).statusCode).toBe(404);
  });

  it('refuses an endpoint without events, with unknown ones, or not https', async () => {
    const { headers } = await partnerEndpoint();
    const cases = [
      [{ url: receiver.url, events: [] }, { events: 'Elige al menos un evento.' }],
      [{ url: receiver.url, events: ['order.deleted'] }, { 'events.0': 'Elige eventos de la lista.' }],
      [
        { url: 'http://socio.example.pe/hook', events: ['order.paid'] },
        { url: 'Usa una dirección https://.' },
      ],
      [{ url: '', events: ['order.paid'] }, { url: 'Escribe la dirección de tu servidor.' }],
    ] as const;
    for (const [payload, fields] of cases) {
      const response = await call(headers, 'POST', '', payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response)).toMatchObject({ code: 'VALIDATION_FAILED', data: { fields } });
    }
  });

  it('belong to their partner: another partner’s are answered as if they did not exist', async () => {
    const mine = await partnerEndpoint();
    const delivery = await ping(mine.headers, mine.endpoint.id);
    const other = await partnerEndpoint();
    const notFound = { code: 'PARTNER_WEBHOOK_ENDPOINT_NOT_FOUND' };
    const attempts = [
      call(other.headers, 'GET', `/${mine.endpoint.id}/deliveries`),
      call(other.headers, 'PUT', `/${mine.endpoint.id}`, { url: receiver.url, events: ['order.paid'] }),
      call(other.headers, 'DELETE', `/${mine.endpoint.id}`),
      call(other.headers, 'POST', `/${mine.endpoint.id}/rotate-secret`),
      call(other.headers, 'POST', `/${mine.endpoint.id}/test`),
      call(other.headers, 'POST', `/${mine.endpoint.id}/deliveries/${delivery.id}/redeliver`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(body(response)).toMatchObject(notFound);
    }
    const through = await call(
      other.headers,
      'POST',
      `/${other.endpoint.id}/deliveries/${delivery.id}/redeliver`,
    );
    expect(through.statusCode).toBe(404);
    expect(body(through)).toMatchObject({ code: 'PARTNER_WEBHOOK_DELIVERY_NOT_FOUND' });
    const listed = body<WebhookEndpoint[]>(await call(other.headers, 'GET', '')).data;
    expect(listed.map((endpoint) => endpoint.id)).toEqual([other.endpoint.id]);
    expect((await call(await t.authAs('admin'), 'GET', '')).statusCode).toBe(403);
  });
});

describe('the partner API', () => {
  it('lists the key’s partner’s endpoints, reads a log, tests and redelivers; another partner’s key finds nothing', async () => {
    const mine = await partnerWithKey(t);
    const { headers } = await signedInExterno(t, mine.partnerId);
    const endpoint = await addEndpoint(t, headers, `${receiver.url}?api`, ['order.paid']);
    const other = await partnerWithKey(t);
    const byKey = (key: Headers, method: 'GET' | 'POST', path: string) =>
      t.app.inject({ method, url: `/api/partner-api/v1/webhook-endpoints${path}`, headers: key });

    const listed = body<WebhookEndpoint[]>(await byKey(mine.headers, 'GET', '')).data;
    expect(listed).toEqual([expect.objectContaining({ id: endpoint.id, url: `${receiver.url}?api` })]);
    expect(JSON.stringify(listed)).not.toContain('whsec_');
    const pinged = await byKey(mine.headers, 'POST', `/${endpoint.id}/test`);
    expect(pinged.statusCode, pinged.body).toBe(200);
    const delivery = body<WebhookDelivery>(pinged).data;
    await t.drain();
    const log = body<WebhookDeliveryPage>(
      await byKey(mine.headers, 'GET', `/${endpoint.id}/deliveries`),
    ).data;
    expect(log.items).toEqual([expect.objectContaining({ id: delivery.id, state: 'entregado' })]);
    const again = await byKey(mine.headers, 'POST', `/${endpoint.id}/deliveries/${delivery.id}/redeliver`);
    expect(body<WebhookDelivery>(again).data).toMatchObject({ eventId: delivery.eventId, manual: true });
    // No person asked: the audit names the key.
    const asked = (await auditOf(mine.partnerId)).filter(({ action }) => action !== 'partner.webhook.create');
    expect(asked).toEqual([
      {
        action: 'partner.webhook.test',
        actorId: null,
        after: expect.objectContaining({ keyId: expect.any(Number) }),
      },
      {
        action: 'partner.webhook.redeliver',
        actorId: null,
        after: expect.objectContaining({ of: delivery.id, keyId: expect.any(Number) }),
      },
    ]);

    expect(body<WebhookEndpoint[]>(await byKey(other.headers, 'GET', '')).data).toEqual([]);
    for (const [method, path] of [
      ['GET', `/${endpoint.id}/deliveries`],
      ['POST', `/${endpoint.id}/test`],
      ['POST', `/${endpoint.id}/deliveries/${delivery.id}/redeliver`],
    ] as const) {
      const response = await byKey(other.headers, method, path);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(body(response).code).toBe('PARTNER_WEBHOOK_ENDPOINT_NOT_FOUND');
    }
    await t.drain();
  });
});

describe('delivery jobs', () => {
  it('two instances draining at once post each delivery once', async () => {
    const { partnerId, endpoint } = await partnerEndpoint();
    const other = await buildTestApp({ database: t.database });
    other.clock.set(t.clock.now());
    try {
      const before = receiver.received.length;
      for (let index = 0; index < 5; index++)
        await t.ctx.db.transaction((tx) =>
          recordPartnerEvent(t.ctx, tx, {
            partnerId,
            type: 'webhook.test',
            orderId: null,
            endpointId: endpoint.id,
            data: {},
          }),
        );
      await Promise.all([t.drain(), other.drain()]);
      const ids = postsSince(before).map((post) => post.headers['webhook-id']);
      expect(ids).toHaveLength(5);
      expect(new Set(ids).size).toBe(5);
    } finally {
      await other.close();
    }
  });

  it('posts a delivery once even when its job runs again after the post was recorded', async () => {
    const { headers, endpoint } = await partnerEndpoint();
    const before = receiver.received.length;
    const delivery = await ping(headers, endpoint.id);
    await t.drain();
    // As when an instance stops between the post and the job's completion: the job is run again.
    await t.ctx.jobs.send(t.ctx.db, WEBHOOK_JOBS, [{ deliveryId: delivery.id }]);
    await t.drain();
    expect(receiver.received).toHaveLength(before + 1);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ attempts: 1, deliveredAt: t.clock.now() });
  });

  it('hands a delivery queued before the job queue to it once', async () => {
    const { partnerId, endpoint } = await partnerEndpoint();
    await t.ctx.db.insert(partnerWebhookEvents).values({
      id: `evt_legacy_${endpoint.id}`,
      partnerId,
      type: 'order.status_changed',
      orderId: null,
      payload: '{"event":"order.status_changed"}',
      createdAt: t.clock.now(),
    });
    const [legacy] = await t.ctx.db
      .insert(partnerWebhookDeliveries)
      .values({
        partnerId,
        endpointId: endpoint.id,
        eventId: `evt_legacy_${endpoint.id}`,
        nextAttemptAt: t.clock.now(),
      })
      .returning();
    const before = receiver.received.length;
    expect(await carryOverQueuedWebhooks(t.ctx)).toBe(1);
    expect(await carryOverQueuedWebhooks(t.ctx)).toBe(0);
    await t.drain();
    expect(postsSince(before).map((post) => post.body)).toEqual(['{"event":"order.status_changed"}']);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ id: legacy!.id, attempts: 1, nextAttemptAt: null });
  });
});
