import {
  ORDER_STATUS,
  type CreatedApiKey,
  type PartnerApiOrderPage,
  type PartnerApiQuote,
  type PartnerOrder,
  type PartnerOrderRequest,
  type WebhookDeliveryPage,
} from '@cambix/contract';
import { partnerApiQuote } from '@cambix/contract/schemas';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addKey,
  apiOrder,
  bearer,
  createByApi,
  getByApi,
  partnerWithKey,
  type Headers,
} from '../../../test/support/partner-api.ts';
import { newKey } from '../../../test/support/partner-orders.ts';
import { signedInExterno } from '../../../test/support/partner-rows.ts';
import { flatBoard, publishBoard } from '../../../test/support/divisas.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  addEndpoint,
  startWebhookReceiver,
  verifyPost,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { partnerSandboxOrders } from '../../platform/db/schema/index.ts';

// docs/rules/partners.md#sandbox: a test key's orders are priced and answered as real ones, move by
// `simulate`, send their events marked sandbox, and are never seen by anything real.

let t: TestApp;
let receiver: WebhookReceiver;
let documents = 46100000;

const BOARD = flatBoard('3.7000', '3.8000');

beforeAll(async () => {
  t = await buildTestApp();
  receiver = await startWebhookReceiver();
  await publishBoard(t, BOARD);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A partner with a live key and a test key. */
async function partnerWithBothKeys() {
  const { partnerId, headers: live } = await partnerWithKey(t);
  return { partnerId, live, test: await addKey(t, partnerId, 'test') };
}

/** A new client's order request by API. */
async function apiRequest(overrides: Omit<Partial<PartnerOrderRequest>, 'client'> = {}) {
  documents += 1;
  return apiOrder(t, String(documents), overrides);
}

async function created(headers: Headers, request: object): Promise<PartnerOrder> {
  const response = await createByApi(t, { ...headers, 'idempotency-key': newKey() }, request);
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerOrder>(response).data;
}

const simulate = (headers: Headers, code: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/partner-api/v1/orders/${code}/simulate`, headers, payload });
const cancel = (headers: Headers, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/partner-api/v1/orders/${code}/cancel`, headers });
const list = async (headers: Headers, query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/partner-api/v1/orders${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerApiOrderPage>(response).data;
};

async function moved(headers: Headers, code: string, payload: object): Promise<PartnerOrder> {
  const response = await simulate(headers, code, payload);
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerOrder>(response).data;
}

async function rows<T>(query: SQL): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every table's row count but the sandbox's own, its webhook records, the keys (last used) and jobs. */
async function realRows(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const skipped = new Set([
    'partner_sandbox_orders',
    'partner_webhook_events',
    'partner_webhook_deliveries',
    'partner_api_keys',
    '__drizzle_migrations',
  ]);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (skipped.has(name)) continue;
    const [row] = await rows<{ count: number }>(
      sql`select count(*)::int as count from ${sql.identifier(name)}`,
    );
    counts[name] = row!.count;
  }
  return counts;
}

describe('a test key', () => {
  it('is made in Terceros as a sandbox key: cbx_test_, mode test', async () => {
    const { partnerId } = await partnerWithKey(t);
    const { headers } = await signedInExterno(t, partnerId);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-keys',
      headers,
      payload: { name: 'Pruebas', mode: 'test' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const key = body<CreatedApiKey>(response).data;
    expect(key.key).toMatch(/^cbx_test_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({ mode: 'test', prefix: key.key.slice(0, 12) });
    const order = await created(bearer(key.key), await apiRequest());
    expect((await getByApi(t, bearer(key.key), order.code)).statusCode).toBe(200);

    const live = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-keys',
      headers,
      payload: { name: 'ERP' },
    });
    expect(body<CreatedApiKey>(live).data).toMatchObject({
      mode: 'live',
      key: expect.stringMatching(/^cbx_live_/),
    });
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-keys',
      headers,
      payload: { name: 'X', mode: 'staging' },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('prices an order as a live key’s quote does, and answers it in the same shape', async () => {
    const { live, test } = await partnerWithBothKeys();
    for (const overrides of [{}, { kind: 'divisas', direction: 'venta', sendAmount: '1500.00' }] as const) {
      const request = await apiRequest(overrides);
      const quoted = await t.app.inject({
        method: 'POST',
        url: '/api/partner-api/v1/quotes',
        headers: live,
        payload: {
          kind: request.kind,
          direction: request.direction,
          paymentBankId: request.paymentBankId,
          sendAmount: request.sendAmount,
          destinationBankId: request.destination.bankId,
        },
      });
      const order = await created(test, request);
      expect(partnerApiQuote.parse(order)).toEqual(body<PartnerApiQuote>(quoted).data);
      expect(order).toMatchObject({
        status: ORDER_STATUS.TEMPORAL,
        client: { documentNumber: request.client.documentNumber },
        link: { state: 'activa', url: expect.stringMatching(/\/api\/partner-api\/v1\/guide#sandbox$/) },
        share: null,
      });
    }
  });

  it('is refused what a live key is refused, and writes nothing', async () => {
    const { test } = await partnerWithBothKeys();
    const request = await apiRequest();
    const before = await t.ctx.db.$count(partnerSandboxOrders);
    const unknownBank = await createByApi(
      t,
      { ...test, 'idempotency-key': newKey() },
      { ...request, paymentBankId: 999_999 },
    );
    expect(unknownBank.statusCode).toBe(400);
    expect(body(unknownBank).data).toMatchObject({ fields: { '/paymentBankId': expect.any(String) } });
    const noKey = await createByApi(t, test, request);
    expect(body(noKey).code).toBe('PARTNER_IDEMPOTENCY_KEY_REQUIRED');
    expect(await t.ctx.db.$count(partnerSandboxOrders)).toBe(before);
  });

  it('replays the first answer for the same request under a key, refuses another, apart from live keys', async () => {
    const { live, test } = await partnerWithBothKeys();
    const request = await apiRequest();
    const key = newKey();
    const first = await createByApi(t, { ...test, 'idempotency-key': key }, request);
    const again = await createByApi(t, { ...test, 'idempotency-key': key }, request);
    expect(body(again).data).toEqual(body(first).data);
    const other = await createByApi(
      t,
      { ...test, 'idempotency-key': key },
      { ...request, sendAmount: '999.00' },
    );
    expect(other.statusCode).toBe(422);
    expect(body(other).code).toBe('PARTNER_IDEMPOTENCY_KEY_REUSED');
    // For 24 hours the first answer, exactly; from then on, the order as it is.
    const code = body<PartnerOrder>(first).data.code;
    await moved(test, code, { action: 'finalize' });
    const madeAt = t.clock.now();
    t.clock.advance(24 * 3600_000 - 1);
    const lastReplay = await createByApi(t, { ...test, 'idempotency-key': key }, request);
    expect(body<PartnerOrder>(lastReplay).data).toEqual(body(first).data);
    t.clock.advance(1);
    const afterwards = await createByApi(t, { ...test, 'idempotency-key': key }, request);
    expect(body<PartnerOrder>(afterwards).data).toMatchObject({ code, status: ORDER_STATUS.PENDIENTE });
    // Back within divisas hours for the tests after this one.
    t.clock.set(madeAt);
    // The same key names a real order of its own under a live key.
    const real = await createByApi(t, { ...live, 'idempotency-key': key }, request);
    expect(real.statusCode, real.body).toBe(200);
    expect(body<PartnerOrder>(real).data.code).not.toBe(body<PartnerOrder>(first).data.code);
  });
});

describe('sandbox isolation', () => {
  it('a live key cannot see, cancel or simulate a sandbox order, nor a test key a real one', async () => {
    const { live, test } = await partnerWithBothKeys();
    const other = await partnerWithBothKeys();
    const pretend = await created(test, await apiRequest());
    const real = await created(live, await apiRequest());

    expect((await getByApi(t, live, pretend.code)).statusCode).toBe(404);
    expect((await cancel(live, pretend.code)).statusCode).toBe(404);
    expect((await getByApi(t, test, real.code)).statusCode).toBe(404);
    expect((await cancel(test, real.code)).statusCode).toBe(404);
    expect((await simulate(test, real.code, { action: 'finalize' })).statusCode).toBe(404);
    expect((await getByApi(t, other.test, pretend.code)).statusCode).toBe(404);
    expect((await simulate(other.test, pretend.code, { action: 'finalize' })).statusCode).toBe(404);

    const refused = await simulate(live, real.code, { action: 'pay_out' });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('PARTNER_SANDBOX_ONLY');
    expect(body<PartnerOrder>(await getByApi(t, live, real.code)).data.status).toBe(ORDER_STATUS.TEMPORAL);

    expect((await list(live)).items.map((order) => order.code)).toEqual([real.code]);
    expect((await list(test)).items.map((order) => order.code)).toEqual([pretend.code]);
  });

  it('a sandbox order paid out is in no staff list, partner screen, ledger, register, receipt or figure', async () => {
    const { partnerId, test } = await partnerWithBothKeys();
    const externo = (await signedInExterno(t, partnerId)).headers;
    const admin = await t.authAs('admin');
    const dashboard = async () =>
      body(await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin })).data;
    await t.drain();
    const rowsBefore = await realRows();
    for (const table of ['orders', 'users', 'ledger_entries', 'compliance_register', 'receipts', 'audit_log'])
      expect(rowsBefore).toHaveProperty(table);
    const figuresBefore = await dashboard();

    const request = await apiRequest({ kind: 'divisas', direction: 'compra', sendAmount: '5000.00' });
    const order = await created(test, request);
    for (const action of ['finalize', 'pay', 'pay_out']) await moved(test, order.code, { action });
    await t.drain();

    expect(await realRows()).toEqual(rowsBefore);
    expect(await dashboard()).toEqual(figuresBefore);
    const document = request.client.documentNumber;
    for (const [url, headers] of [
      [`/api/admin/orders?q=${document}`, admin],
      [`/api/admin/external-orders?q=${document}`, admin],
      [`/api/partner/orders?q=${document}`, externo],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(body<{ items: unknown[] }>(response).data.items, url).toEqual([]);
    }
  });
});

describe('simulate', () => {
  it('moves an order as its client and the staff would, each move signed and sent marked sandbox', async () => {
    const { partnerId, test } = await partnerWithBothKeys();
    const endpoint = await addEndpoint(
      t,
      (await signedInExterno(t, partnerId)).headers,
      `${receiver.url}?sandbox=${partnerId}`,
      [
        'order.created',
        'order.finalized',
        'order.paid',
        'order.observed',
        'order.corrected',
        'order.paid_out',
      ],
    );
    const before = receiver.received.length;
    const order = await created(test, await apiRequest());

    const finalized = await moved(test, order.code, { action: 'finalize' });
    expect(finalized).toMatchObject({ status: ORDER_STATUS.PENDIENTE, link: { state: 'usada' } });
    expect(finalized.finalizedAt).toBe(t.clock.now().toISOString());
    expect((await moved(test, order.code, { action: 'pay' })).status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const observed = await moved(test, order.code, { action: 'observe', note: 'La cuenta no coincide.' });
    expect(observed).toMatchObject({ status: ORDER_STATUS.OBSERVADA, note: 'La cuenta no coincide.' });
    expect(await moved(test, order.code, { action: 'correct' })).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      note: null,
    });
    const paidOut = await moved(test, order.code, { action: 'pay_out' });
    expect(paidOut).toMatchObject({ status: ORDER_STATUS.TERMINADA, share: null });
    expect(paidOut.paidOutAt).toBe(t.clock.now().toISOString());
    expect(body<PartnerOrder>(await getByApi(t, test, order.code)).data).toEqual(paidOut);

    await t.drain();
    const events = receiver.received
      .slice(before)
      .map((post) => verifyPost(endpoint.secret, post, t.clock.now()) as Record<string, never>);
    expect(events.map((event) => [event.type, event.sandbox])).toEqual([
      ['order.created', true],
      ['order.finalized', true],
      ['order.paid', true],
      ['order.observed', true],
      ['order.corrected', true],
      ['order.paid_out', true],
    ]);
    expect(events[2]).toMatchObject({
      data: {
        previousStatus: { code: 1, name: 'Verificando tu pago' },
        status: { code: 3 },
        order: { code: order.code, status: 3 },
      },
    });
    const log = await t.app.inject({
      method: 'GET',
      url: `/api/partner/webhook-endpoints/${endpoint.id}/deliveries`,
      headers: (await signedInExterno(t, partnerId)).headers,
    });
    expect(body<WebhookDeliveryPage>(log).data.items.every((delivery) => delivery.sandbox)).toBe(true);
  });

  it('refuses a move from the wrong status, and closes a TEMPORAL order by expiry or cancel', async () => {
    const { test } = await partnerWithBothKeys();
    const order = await created(test, await apiRequest());
    const early = await simulate(test, order.code, { action: 'pay_out' });
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('PARTNER_SANDBOX_MOVE_REFUSED');
    expect((await simulate(test, order.code, { action: 'fly' })).statusCode).toBe(400);

    const expired = await moved(test, order.code, { action: 'expire' });
    expect(expired).toMatchObject({ status: ORDER_STATUS.TEMPORAL, link: { state: 'vencida' } });
    expect(body(await simulate(test, order.code, { action: 'finalize' })).code).toBe('ORDER_EXPIRED');
    expect(body(await cancel(test, order.code)).code).toBe('ORDER_EXPIRED');

    const other = await created(test, await apiRequest());
    const cancelled = await cancel(test, other.code);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<PartnerOrder>(cancelled).data.link.state).toBe('vencida');
    const finalized = await created(test, await apiRequest());
    await moved(test, finalized.code, { action: 'finalize' });
    const late = await cancel(test, finalized.code);
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('ORDER_NOT_EDITABLE');
    const rejected = await moved(test, finalized.code, { action: 'reject' });
    expect(rejected).toMatchObject({ status: ORDER_STATUS.FALLIDA, note: 'Pago rechazado en el sandbox.' });
  });

  it('lists sandbox orders by cursor with the real list’s filters', async () => {
    const { test } = await partnerWithBothKeys();
    const codes: string[] = [];
    for (let index = 0; index < 5; index++) {
      codes.unshift((await created(test, await apiRequest())).code);
      t.clock.advance(1000);
    }
    const first = await list(test, '?limit=2');
    const second = await list(test, `?limit=2&cursor=${first.nextCursor}`);
    const third = await list(test, `?limit=2&cursor=${second.nextCursor}`);
    expect([...first.items, ...second.items, ...third.items].map((order) => order.code)).toEqual(codes);
    expect(third.nextCursor).toBeNull();

    await moved(test, codes[1]!, { action: 'finalize' });
    expect((await list(test, '?status=1')).items.map((order) => order.code)).toEqual([codes[1]]);
    const one = await getByApi(t, test, codes[3]!);
    const document = body<PartnerOrder>(one).data.client.documentNumber;
    expect((await list(test, `?documentNumber=${document}`)).items.map((order) => order.code)).toEqual([
      codes[3],
    ]);
  });
});
