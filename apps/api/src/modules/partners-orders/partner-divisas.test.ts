import {
  DEFAULT_SETTINGS,
  ORDER_STATUS,
  type DivisasSettings,
  type Order,
  type PartnerOrder,
  type PartnerOrderPage,
  type RateBoard,
} from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankIdOf,
  newKey,
  createdOrder,
  createPartnerOrder,
  finalizeByLink,
  linkView,
  orderRequest,
  partnerIdOf,
  setPartner,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { addAccount, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { payout, staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  bankAccounts,
  cambixAccounts,
  exchangeRates,
  ledgerEntries,
  orders,
  partnerShares,
  settings,
} from '../../platform/db/schema/index.ts';
import { forgetSettings } from '../settings/index.ts';

// docs/rules/partners.md#dollar-orders: a partner's client buys or sells dollars through the customer's
// divisas order: the same quote, lock, limits, statuses and pipeline.

let t: TestApp;
let externo: { authorization: string };
let externo2: { authorization: string };
let admin: { authorization: string };
let partnerId: number;
let limits: Record<string, unknown>;
let documents = 45007000;

const MINUTE = 60_000;
const BOARD_CACHE = 'exchange:board';

/** The middle rate is 3.75: 3.72 the best buy, 3.78 the best sell. */
const BOARD: RateBoard = {
  buy: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7000' },
    { fromUsd: '1000.00', toUsd: '30000.01', rate: '3.7100' },
  ],
  sell: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.8000' },
    { fromUsd: '1000.00', toUsd: '30000.01', rate: '3.7900' },
  ],
};

let boardId: number;

async function saveDivisas(value: DivisasSettings) {
  await t.ctx.db
    .insert(settings)
    .values({ key: 'divisas', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  await forgetSettings(t.ctx, 'divisas');
}

beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  externo2 = await t.authAs('externo2');
  admin = await t.authAs('admin');
  partnerId = await partnerIdOf(t, 'externo');
  // The partner's own commission never prices a dollar order.
  await setPartner(t, partnerId, { commissionPercent: '2.00' });
  await t.ctx.db.delete(exchangeRates);
  const [row] = await t.ctx.db
    .insert(exchangeRates)
    .values({ source: 'manual', ...BOARD, publishedAt: t.clock.now() })
    .returning({ id: exchangeRates.id });
  boardId = row!.id;
  await t.ctx.cache.forget(BOARD_CACHE);
  const [limitRow] = await t.ctx.db.select().from(settings).where(eq(settings.key, 'limits'));
  limits = limitRow!.value as Record<string, unknown>;
});
afterAll(async () => {
  await t.ctx.db.update(settings).set({ value: limits }).where(eq(settings.key, 'limits'));
  await t.close();
});

/** A dollar order's request for a new client; `venta` gets a client account for dollars. */
async function divisasRequest(direction: 'compra' | 'venta', sendAmount: string, extra: object = {}) {
  documents += 1;
  return orderRequest(t, {
    kind: 'divisas',
    direction,
    sendAmount,
    client: { documentNumber: String(documents) },
    ...extra,
  });
}

const rowOf = async (code: string) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
};

describe('a partner creates a dollar order for its client', () => {
  it('prices a compra exactly as a customer’s order at the same moment, locked for the lock time', async () => {
    const order = await createdOrder(t, externo, await divisasRequest('compra', '1000.00'));
    const { headers } = await operativeCustomer(t);
    const pen = await addAccount(t, headers, '002', 'PEN');
    const customer = body<Order>(
      await newOrder(t, headers, {
        kind: 'divisas',
        direction: 'compra',
        bankId: (await bankIdOf(t, '002')).id,
        sendAmount: '1000.00',
        destinationAccountId: pen.id,
      }),
    ).data;

    expect(order).toMatchObject({
      status: ORDER_STATUS.TEMPORAL,
      kind: 'divisas',
      sendCurrency: 'USD',
      currency: 'PEN',
      sendAmount: '1000.00',
      finalFee: '0.00',
      receiveAmount: customer.quote.receiveAmount,
      exchange: customer.exchange,
    });
    expect(order.exchange).toMatchObject({
      direction: 'compra',
      rate: '3.7100',
      usdAmount: '1000.00',
      penAmount: '3710.00',
      spread: '40.00',
      rateId: boardId,
      lockedUntil: new Date(t.clock.now().getTime() + 15 * MINUTE).toISOString(),
    });
    const row = await rowOf(order.code);
    expect(row).toMatchObject({
      channel: 'partner',
      partnerId,
      kind: 'divisas',
      penEquivalent: '3710.00',
      commissionPercent: '0.00',
      fee: '0.00',
      interbankFee: '0.00',
    });
    const [collection] = await t.ctx.db
      .select()
      .from(cambixAccounts)
      .where(eq(cambixAccounts.id, row.collectionAccountId));
    expect(collection).toMatchObject({ currency: 'USD', purpose: 'collection' });

    // The client's link shows both currencies and the lock.
    const view = linkView(await viewLink(t, order.link.code));
    expect(view.order).toMatchObject({
      kind: 'divisas',
      sendCurrency: 'USD',
      currency: 'PEN',
      collectionAccount: { currency: 'USD' },
      exchange: { rate: '3.7100', lockedUntil: order.exchange!.lockedUntil },
    });
  });

  it('pays a venta into a dollar account of the client, refusing one already kept in soles', async () => {
    const bcp = await bankIdOf(t, '002');
    const request = await divisasRequest('venta', '3790.00');
    const order = await createdOrder(t, externo, request);
    expect(order).toMatchObject({
      sendCurrency: 'PEN',
      currency: 'USD',
      receiveAmount: '1000.00',
      exchange: { rate: '3.7900', usdAmount: '1000.00' },
    });
    const row = await rowOf(order.code);
    const [account] = await t.ctx.db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, row.destinationAccountId));
    expect(account).toMatchObject({ currency: 'USD', accountNumber: '19198765432011' });
    expect(row.destination.currency).toBe('USD');

    // The same client's same number, now as a soles account for a cambio de saldo, is not two accounts.
    const saldo = await createPartnerOrder(t, externo, {
      ...request,
      idempotencyKey: `${request.idempotencyKey}-s`,
      kind: 'saldo',
      direction: undefined,
      sendAmount: '500.00',
    });
    expect(saldo.statusCode).toBe(409);
    expect(body(saldo)).toMatchObject({
      code: 'CURRENCY_MISMATCH',
      data: { fields: { 'destination.accountNumber': expect.any(String) } },
    });
    expect(bcp.id).toBe(request.paymentBankId);
  });

  it('refuses a direction with cambio de saldo, none with divisas, and a dollar order outside hours or tiers', async () => {
    const missing = await createPartnerOrder(t, externo, {
      ...(await divisasRequest('compra', '500.00')),
      direction: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({ data: { fields: { direction: expect.any(String) } } });
    const stray = await createPartnerOrder(t, externo, await orderRequest(t, { direction: 'venta' }));
    expect(body(stray)).toMatchObject({ data: { fields: { direction: expect.any(String) } } });

    const small = await createPartnerOrder(t, externo, await divisasRequest('compra', '49.99'));
    expect(body(small)).toMatchObject({
      code: 'EXCHANGE_BELOW_MIN',
      data: { fields: { sendAmount: 'El monto mínimo por operación es US$ 50.00.' } },
    });
    // The test clock reads Saturday 10:00 in Lima.
    await saveDivisas({
      ...DEFAULT_SETTINGS.divisas,
      hours: { ...DEFAULT_SETTINGS.divisas.hours, saturday: null },
    });
    try {
      const closed = await createPartnerOrder(t, externo, await divisasRequest('compra', '500.00'));
      expect(closed.statusCode).toBe(409);
      expect(body(closed).code).toBe('DIVISAS_CLOSED');
    } finally {
      await saveDivisas(DEFAULT_SETTINGS.divisas);
    }
  });

  it("holds the client to the partner client's monthly limit in soles: the limit itself, not a céntimo more", async () => {
    await t.ctx.db
      .update(settings)
      .set({ value: { ...limits, porValidar: '1000.00', activo: '3710.00' } })
      .where(eq(settings.key, 'limits'));
    await forgetSettings(t.ctx, 'limits');
    try {
      // US$ 1,000.00 at 3.7100 is S/ 3,710.00; US$ 1,000.01 is S/ 3,710.04.
      const at = await createPartnerOrder(t, externo, await divisasRequest('compra', '1000.00'));
      expect(at.statusCode, at.body).toBe(200);
      const over = await createPartnerOrder(t, externo, await divisasRequest('compra', '1000.01'));
      expect(over.statusCode).toBe(409);
      expect(body(over)).toMatchObject({ code: 'LIMIT_EXCEEDED', data: { available: '3710.00' } });
    } finally {
      await t.ctx.db.update(settings).set({ value: limits }).where(eq(settings.key, 'limits'));
      await forgetSettings(t.ctx, 'limits');
    }
  });
});

describe('the lock on the link', () => {
  it('finalizes a millisecond before the lock ends and refuses from its exact end, keeping the voucher', async () => {
    const late = await createdOrder(t, externo, await divisasRequest('compra', '500.00'));
    const inTime = await createdOrder(t, externo, await divisasRequest('compra', '500.00'));
    expect(late.exchange!.lockedUntil).toBe(inTime.exchange!.lockedUntil);
    expect((await uploadByLink(t, late.link.code)).statusCode).toBe(200);
    expect((await uploadByLink(t, inTime.link.code)).statusCode).toBe(200);

    t.clock.set(new Date(Date.parse(inTime.exchange!.lockedUntil!) - 1).toISOString());
    const finalized = await finalizeByLink(t, inTime.link.code);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(linkView(finalized)).toMatchObject({ state: 'usada', order: { status: ORDER_STATUS.PENDIENTE } });

    t.clock.advance(1);
    expect(t.clock.now().toISOString()).toBe(late.exchange!.lockedUntil);
    const refused = await finalizeByLink(t, late.link.code);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).code).toBe('RATE_LOCK_EXPIRED');
    expect(await rowOf(late.code)).toMatchObject({ status: ORDER_STATUS.TEMPORAL, finalizedAt: null });
    expect(linkView(await viewLink(t, late.link.code)).order.hasVoucher).toBe(true);
  });
});

describe('through the pipeline', () => {
  it('is approved and paid out as a customer’s: soles in, dollars out, the boleta, and no partner share', async () => {
    const order = await createdOrder(t, externo, await divisasRequest('venta', '1900.00'));
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    expect((await finalizeByLink(t, order.link.code)).statusCode).toBe(200);
    const row = await rowOf(order.code);
    expect((await staffAction(t, admin, row.id, 'approve', { operationNumber: 'IN-8801' })).statusCode).toBe(
      200,
    );
    const paid = await payout(t, admin, row.id, { fields: { operationNumber: 'OUT-8801' } });
    expect(paid.statusCode, paid.body).toBe(200);

    const ledger = await t.ctx.db
      .select({
        currency: cambixAccounts.currency,
        direction: ledgerEntries.direction,
        amount: ledgerEntries.amount,
      })
      .from(ledgerEntries)
      .innerJoin(cambixAccounts, eq(cambixAccounts.id, ledgerEntries.cambixAccountId))
      .where(eq(ledgerEntries.orderId, row.id))
      .orderBy(asc(ledgerEntries.id));
    expect(ledger).toEqual([
      { currency: 'PEN', direction: 'ingreso', amount: '1900.00' },
      { currency: 'USD', direction: 'egreso', amount: order.receiveAmount },
    ]);
    const view = linkView(await viewLink(t, order.link.code));
    expect(view.order.status).toBe(ORDER_STATUS.TERMINADA);
    expect(view.order.receipt).not.toBeNull();
    // No commission on dollars (decision 125): the partner's share of it is nothing.
    const [share] = await t.ctx.db.select().from(partnerShares).where(eq(partnerShares.orderId, row.id));
    expect(share).toMatchObject({ commission: '0.00', amount: '0.00' });
  });
});

describe('the partner API', () => {
  it('takes kind and direction: the order and its status carry the locked rate; the OpenAPI document says so', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/partner/api-keys',
      headers: externo,
      payload: { name: 'ERP dólares' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const key = body<{ key: string }>(created).data.key;
    const {
      idempotencyKey: _key,
      partnerId: _partner,
      ...request
    } = await divisasRequest('compra', '800.00');
    const headers = { authorization: `Bearer ${key}`, 'idempotency-key': newKey() };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/partner-api/v1/orders',
      headers,
      payload: request,
    });
    expect(response.statusCode, response.body).toBe(200);
    const order = body<PartnerOrder>(response).data;
    expect(order).toMatchObject({
      kind: 'divisas',
      sendCurrency: 'USD',
      currency: 'PEN',
      receiveAmount: '2960.00',
      exchange: { direction: 'compra', rate: '3.7000', rateId: boardId },
    });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/partner-api/v1/orders/${order.code}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(body<PartnerOrder>(read).data.exchange).toEqual(order.exchange);

    const document = (
      await t.app.inject({ method: 'GET', url: '/api/partner-api/v1/openapi.json' })
    ).json() as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
    expect(document.components.schemas.OrderRequest!.properties).toMatchObject({
      kind: { enum: ['saldo', 'divisas'] },
      direction: { enum: ['compra', 'venta'] },
    });
    expect(document.components.schemas.Order!.properties).toHaveProperty('exchange');
  });
});

describe("staff's external orders", () => {
  it('filter a dollar order by its soles, as every staff amount filter', async () => {
    // US$ 800.00 at 3.7000: S/ 2,960.00.
    const order = await createdOrder(t, externo, await divisasRequest('compra', '800.00'));
    const codes = async (query: string) =>
      body<{ items: { code: string }[] }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/external-orders?q=${order.code}&${query}`,
          headers: admin,
        }),
      ).data.items.map((item) => item.code);
    expect(await codes('minAmount=2960.00')).toEqual([order.code]);
    expect(await codes('minAmount=2960.01')).toEqual([]);
    expect(await codes('maxAmount=2959.99')).toEqual([]);
  });
});

describe('tenancy', () => {
  it("keeps a partner's dollar order from another partner: not in its list, its code not found", async () => {
    const order = await createdOrder(t, externo, await divisasRequest('compra', '500.00'));
    const list = body<PartnerOrderPage>(
      await t.app.inject({ method: 'GET', url: `/api/partner/orders?q=${order.code}`, headers: externo2 }),
    ).data;
    expect(list.items).toEqual([]);
    const renew = await t.app.inject({
      method: 'POST',
      url: `/api/partner/orders/${order.code}/link`,
      headers: externo2,
    });
    expect(renew.statusCode).toBe(404);
    const own = body<PartnerOrderPage>(
      await t.app.inject({ method: 'GET', url: `/api/partner/orders?q=${order.code}`, headers: externo }),
    ).data;
    expect(own.items.map((item: PartnerOrder) => [item.code, item.kind])).toEqual([[order.code, 'divisas']]);
  });
});
