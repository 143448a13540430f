import {
  DEFAULT_SETTINGS,
  ORDER_STATUS,
  type DivisasSettings,
  type Order,
  type OrdersPage,
  type RateBoard,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRates, orders } from '../../platform/db/schema/index.ts';
import { insertOrder, orderRow } from '../../../test/support/order-rows.ts';
import {
  addAccount,
  bankByCode,
  finalize,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { forgetBoard, publishBoard, saveDivisas, usdCollectionAt } from '../../../test/support/divisas.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let bcpId: number;
let interbankId: number;

const MINUTE = 60_000;

/** The middle rate is 3.75: 3.72 the best buy, 3.78 the best sell. */
const BOARD_A: RateBoard = {
  buy: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7000' },
    { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7100' },
    { fromUsd: '5000.00', toUsd: '30000.01', rate: '3.7200' },
  ],
  sell: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.8000' },
    { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7900' },
    { fromUsd: '5000.00', toUsd: '30000.01', rate: '3.7800' },
  ],
};

/** A later board, lower on both sides. */
const BOARD_B: RateBoard = {
  buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.6100' }],
  sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.6900' }],
};

/** Runs `check` with Ajustes › Divisas changed, then puts the seeded section back. */
async function withDivisas(patch: Partial<DivisasSettings>, check: () => Promise<void>) {
  await saveDivisas(t, patch);
  try {
    await check();
  } finally {
    await saveDivisas(t);
  }
}

type Headers = Record<string, string>;

let sent = 0;
/** New-order from its own address each time: the per-address rate limit is not the subject here. */
function newOrder(_: TestApp, headers: Headers, payload: Record<string, unknown>) {
  sent += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/order/new-order',
    headers,
    remoteAddress: `10.20.${sent >> 8}.${sent & 255}`,
    payload: { idempotencyKey: crypto.randomUUID(), fundsOrigin: 'ahorros', ...payload },
  });
}

/** A customer with a PEN and a USD account at BCP. */
async function customerWithAccounts() {
  const { user, headers } = await operativeCustomer(t);
  const pen = await addAccount(t, headers, '002', 'PEN');
  const usd = await addAccount(t, headers, '002', 'USD');
  return { user, headers, pen, usd };
}

function compra(headers: Headers, destinationAccountId: number, extra: Record<string, unknown> = {}) {
  return newOrder(t, headers, {
    kind: 'divisas',
    direction: 'compra',
    bankId: bcpId,
    destinationAccountId,
    ...extra,
  });
}

function venta(headers: Headers, destinationAccountId: number, extra: Record<string, unknown> = {}) {
  return newOrder(t, headers, {
    kind: 'divisas',
    direction: 'venta',
    bankId: bcpId,
    destinationAccountId,
    ...extra,
  });
}

const requote = (headers: Headers, id: number, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/order/requote/${id}`, headers, payload });
const cancel = (headers: Headers, id: number) =>
  t.app.inject({ method: 'POST', url: `/api/order/cancel/${id}`, headers });

let boardA: number;

beforeAll(async () => {
  t = await buildTestApp();
  bcpId = (await bankByCode(t, '002')).id;
  interbankId = (await bankByCode(t, '003')).id;
  await usdCollectionAt(t, bcpId);
  await usdCollectionAt(t, interbankId, false);
  // Whatever the seed published, these tests price on their own boards.
  await t.ctx.db.delete(exchangeRates);
  await forgetBoard(t);
});
afterAll(() => t.close());

describe('POST /api/order/new-order, divisas', () => {
  it('refuses before the first board, outside the hours and when divisas is off', async () => {
    const { headers, pen } = await customerWithAccounts();
    const none = await compra(headers, pen.id, { sendAmount: '500' });
    expect(none.statusCode).toBe(409);
    expect(body(none).code).toBe('RATES_NOT_PUBLISHED');

    boardA = await publishBoard(t, BOARD_A);
    // The test clock reads Saturday 10:00 in Lima.
    await withDivisas({ hours: { ...DEFAULT_SETTINGS.divisas.hours, saturday: null } }, async () => {
      const closed = await compra(headers, pen.id, { sendAmount: '500' });
      expect(closed.statusCode).toBe(409);
      expect(body(closed)).toMatchObject({
        code: 'DIVISAS_CLOSED',
        message: 'Las operaciones en dólares se atienden de lunes a viernes de 09:00 a 19:00.',
      });
    });
    await withDivisas({ enabled: false }, async () => {
      expect(body(await compra(headers, pen.id, { sendAmount: '500' })).code).toBe('DIVISAS_DISABLED');
    });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.kind, 'divisas'))).toEqual([]);
  });

  it('prices on the tier the dollars fall in: at a tier’s start its rate, a cent below the previous', async () => {
    const { headers, pen, usd } = await customerWithAccounts();
    const atTier = await compra(headers, pen.id, { sendAmount: '1000.00' });
    expect(atTier.statusCode, atTier.body).toBe(200);
    const order = body<Order>(atTier).data;
    expect(order).toMatchObject({
      kind: 'divisas',
      direction: 'compra',
      sendCurrency: 'USD',
      receiveCurrency: 'PEN',
      rate: '3.7100',
      sendAmount: '1000.00',
      receiveAmount: '3710.00',
      finalFee: '0.00',
      collectionAccount: { currency: 'USD' },
      exchange: {
        rate: '3.7100',
        usdAmount: '1000.00',
        penAmount: '3710.00',
        spread: '40.00',
        rateId: boardA,
      },
      fundsOrigin: 'ahorros',
      declarationSignedAt: null,
    });
    expect(order.exchange?.lockedUntil).toBe(new Date(t.clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      penEquivalent: '3710.00',
      commissionPercent: '0.00',
      isFlatFee: false,
      fee: '0.00',
      discount: '0.00',
      pointsRedeemed: 0,
      currency: 'PEN',
    });

    const below = body<Order>(await compra(headers, pen.id, { sendAmount: '999.99' })).data;
    expect(below).toMatchObject({ rate: '3.7000', receiveAmount: '3699.96' });

    const ventaAt = body<Order>(await venta(headers, usd.id, { receiveAmount: '1000.00' })).data;
    expect(ventaAt).toMatchObject({ rate: '3.7900', sendAmount: '3790.00', sendCurrency: 'PEN' });
    expect(ventaAt.collectionAccount.currency).toBe('PEN');
    const ventaBelow = body<Order>(await venta(headers, usd.id, { receiveAmount: '999.99' })).data;
    expect(ventaBelow).toMatchObject({ rate: '3.8000', sendAmount: '3799.97', receiveCurrency: 'USD' });

    const tooSmall = await compra(headers, pen.id, { sendAmount: '49.99' });
    expect(body(tooSmall)).toMatchObject({
      code: 'EXCHANGE_BELOW_MIN',
      message: 'El monto mínimo por operación es US$ 50.00.',
      data: { limitUsd: '50.00', fields: { sendAmount: 'El monto mínimo por operación es US$ 50.00.' } },
    });
    const tooLarge = await venta(headers, usd.id, { receiveAmount: '30000.01' });
    expect(body(tooLarge)).toMatchObject({
      code: 'EXCHANGE_ABOVE_MAX',
      data: { fields: { receiveAmount: 'El monto máximo por operación es US$ 30,000.00.' } },
    });
    const coupon = await compra(headers, pen.id, { sendAmount: '500', promoCode: 'CAMBIX10' });
    expect(body(coupon)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { promoCode: expect.any(String) } },
    });
  });

  it('refuses an account in the wrong currency and a bank without a dollar collection account', async () => {
    const { headers, pen, usd } = await customerWithAccounts();
    const usdForCompra = await compra(headers, usd.id, { sendAmount: '500' });
    expect(usdForCompra.statusCode).toBe(409);
    expect(body(usdForCompra)).toMatchObject({
      code: 'CURRENCY_MISMATCH',
      data: { fields: { destinationAccountId: expect.any(String) } },
    });
    const penForVenta = await venta(headers, pen.id, { receiveAmount: '500' });
    expect(body(penForVenta)).toMatchObject({
      code: 'CURRENCY_MISMATCH',
      data: { fields: { destinationAccountId: expect.any(String) } },
    });
    const usdForSaldo = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '500',
      destinationAccountId: usd.id,
    });
    expect(body(usdForSaldo).code).toBe('CURRENCY_MISMATCH');
    const stranger = await customerWithAccounts();
    expect(body(await compra(headers, stranger.pen.id, { sendAmount: '500' })).code).toBe(
      'DESTINATION_ACCOUNT_INVALID',
    );
    // Interbank has a soles collection account but its dollar one is off: a compra cannot be paid there.
    const noUsd = await compra(headers, pen.id, { sendAmount: '500', bankId: interbankId });
    expect(body(noUsd)).toMatchObject({
      code: 'BANK_NO_COLLECTION_ACCOUNT',
      data: { fields: { bankId: expect.any(String) } },
    });
    const ventaThere = await venta(headers, usd.id, { receiveAmount: '500', bankId: interbankId });
    expect(ventaThere.statusCode, ventaThere.body).toBe(200);
  });
});

describe('the lock', () => {
  it('keeps the locked rate when a board is published meanwhile, and finalizes within the lock', async () => {
    const { headers, pen } = await customerWithAccounts();
    const order = body<Order>(await compra(headers, pen.id, { sendAmount: '500' })).data;
    expect(order.rate).toBe('3.7000');
    t.clock.advance(5 * MINUTE);
    await publishBoard(t, BOARD_B);
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    const finalized = await finalize(t, headers, order.id);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(body<Order>(finalized).data).toMatchObject({
      status: ORDER_STATUS.PENDIENTE,
      rate: '3.7000',
      receiveAmount: '1850.00',
      exchange: { rateId: boardA },
    });
    await publishBoard(t, BOARD_A);
  });

  it('answers a replayed key with the same order and lock; a re-quote is refused while the lock runs', async () => {
    const { headers, pen } = await customerWithAccounts();
    const idempotencyKey = crypto.randomUUID();
    const first = body<Order>(await compra(headers, pen.id, { sendAmount: '500', idempotencyKey })).data;
    t.clock.advance(10 * MINUTE);
    const replay = body<Order>(await compra(headers, pen.id, { sendAmount: '700', idempotencyKey })).data;
    expect(replay.id).toBe(first.id);
    expect(replay.exchange?.lockedUntil).toBe(first.exchange?.lockedUntil);
    expect(replay.sendAmount).toBe('500.00');

    const early = await requote(headers, first.id);
    expect(early.statusCode).toBe(409);
    expect(body(early).code).toBe('RATE_LOCK_ACTIVE');
    expect((await orderRow(t.ctx, first.id)).rateLockedUntil?.toISOString()).toBe(
      first.exchange?.lockedUntil,
    );
  });

  it('refuses to finalize from the lock’s exact end, keeps the voucher, and re-quotes on the newest board', async () => {
    const { headers, pen } = await customerWithAccounts();
    const order = body<Order>(await compra(headers, pen.id, { sendAmount: '500' })).data;
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    // A millisecond before the lock ends it still runs; at its exact instant it is over.
    t.clock.set(new Date(Date.parse(order.exchange!.lockedUntil!) - 1).toISOString());
    expect(body(await requote(headers, order.id)).code).toBe('RATE_LOCK_ACTIVE');
    t.clock.advance(1);
    expect(t.clock.now().toISOString()).toBe(order.exchange?.lockedUntil);
    const late = await finalize(t, headers, order.id);
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('RATE_LOCK_EXPIRED');
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      status: ORDER_STATUS.TEMPORAL,
      finalizedAt: null,
    });

    const boardB = await publishBoard(t, BOARD_B);
    const stranger = await customerWithAccounts();
    expect((await requote(stranger.headers, order.id)).statusCode).toBe(404);
    const requoted = await requote(headers, order.id);
    expect(requoted.statusCode, requoted.body).toBe(200);
    const view = body<Order>(requoted).data;
    expect(view).toMatchObject({
      sendAmount: '500.00',
      rate: '3.6100',
      receiveAmount: '1805.00',
      voucher: { kind: 'voucher' },
      exchange: { rateId: boardB, usdAmount: '500.00', penAmount: '1805.00', spread: '20.00' },
    });
    expect(view.exchange?.lockedUntil).toBe(new Date(t.clock.now().getTime() + 15 * MINUTE).toISOString());
    expect(view.history.at(-1)?.note).toBe('Tipo de cambio actualizado a S/ 3.610.');
    expect(await orderRow(t.ctx, order.id)).toMatchObject({ penEquivalent: '1805.00', rateId: boardB });

    const finalized = await finalize(t, headers, order.id);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(body(await requote(headers, order.id)).code).toBe('ORDER_NOT_EDITABLE');
    await publishBoard(t, BOARD_A);
  });

  it('lets the customer cancel their TEMPORAL order', async () => {
    const { headers, pen } = await customerWithAccounts();
    const order = body<Order>(await compra(headers, pen.id, { sendAmount: '500' })).data;
    const stranger = await customerWithAccounts();
    expect((await cancel(stranger.headers, order.id)).statusCode).toBe(404);
    const cancelled = await cancel(headers, order.id);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(body<Order>(cancelled).data.history.at(-1)?.note).toBe('Cancelada por el cliente.');
    expect((await orderRow(t.ctx, order.id)).expiredAt).not.toBeNull();
    expect(body(await cancel(headers, order.id)).code).toBe('ORDER_EXPIRED');
  });
});

describe('origen de fondos and the declaración jurada', () => {
  it('requires the origen de fondos, and its description for otro', async () => {
    const { headers, pen } = await customerWithAccounts();
    const missing = await compra(headers, pen.id, { sendAmount: '500', fundsOrigin: undefined });
    expect(missing.statusCode).toBe(400);
    expect(body(missing)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { fundsOrigin: 'Elige el origen de los fondos.' } },
    });
    const saldo = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '500',
      destinationAccountId: pen.id,
      fundsOrigin: undefined,
    });
    expect(body(saldo)).toMatchObject({
      data: { fields: { fundsOrigin: 'Elige el origen de los fondos.' } },
    });
    const vague = await compra(headers, pen.id, { sendAmount: '500', fundsOrigin: 'otro' });
    expect(body(vague)).toMatchObject({ data: { fields: { fundsOriginDetail: expect.any(String) } } });
    const told = await compra(headers, pen.id, {
      sendAmount: '500',
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de cosecha',
    });
    expect(told.statusCode, told.body).toBe(200);
    expect(body<Order>(told).data).toMatchObject({
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de cosecha',
    });
  });

  it('asks for the signed declaración from US$ 5,000.00, in dollars or their soles at the middle rate', async () => {
    const { headers, pen, usd } = await customerWithAccounts();
    const under = await compra(headers, pen.id, { sendAmount: '4999.99' });
    expect(under.statusCode, under.body).toBe(200);
    expect(body<Order>(under).data.declarationSignedAt).toBeNull();

    const unsigned = await compra(headers, pen.id, { sendAmount: '5000.00' });
    expect(unsigned.statusCode).toBe(400);
    expect(body(unsigned)).toMatchObject({
      code: 'DECLARATION_REQUIRED',
      data: { fields: { declarationSignature: expect.any(String) } },
    });
    const otherName = await compra(headers, pen.id, {
      sendAmount: '5000.00',
      declarationSignature: 'Otra Persona',
    });
    expect(body(otherName).code).toBe('DECLARATION_REQUIRED');
    const signed = await compra(headers, pen.id, {
      sendAmount: '5000.00',
      declarationSignature: '  cliente de prueba NUMERO ',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const order = body<Order>(signed).data;
    expect(order.declarationSignedAt).toBe(t.clock.now().toISOString());
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      declarationSignature: 'cliente de prueba NUMERO',
    });

    // Venta from the soles: S/ 18,899.99 buy US$ 4,986.80 at 3.79; S/ 18,900.00 buy US$ 5,000.00 at 3.78.
    const ventaUnder = await venta(headers, usd.id, { sendAmount: '18899.99' });
    expect(ventaUnder.statusCode, ventaUnder.body).toBe(200);
    expect(body<Order>(ventaUnder).data).toMatchObject({
      receiveAmount: '4986.80',
      declarationSignedAt: null,
    });
    const ventaAt = await venta(headers, usd.id, { sendAmount: '18900.00' });
    expect(body(ventaAt).code).toBe('DECLARATION_REQUIRED');
    const ventaSigned = await venta(headers, usd.id, {
      sendAmount: '18900.00',
      declarationSignature: 'Cliente De Prueba Número',
    });
    expect(body<Order>(ventaSigned).data).toMatchObject({ receiveAmount: '5000.00', rate: '3.7800' });

    // Cambio de saldo: the soles at the middle rate (3.75) of the board in force.
    const saldo = (sendAmount: string, extra: Record<string, unknown> = {}) =>
      newOrder(t, headers, { bankId: bcpId, sendAmount, destinationAccountId: pen.id, ...extra });
    expect((await saldo('18749.99')).statusCode).toBe(200);
    expect(body(await saldo('18750.00')).code).toBe('DECLARATION_REQUIRED');
    const saldoSigned = await saldo('18750.00', { declarationSignature: 'Cliente De Prueba Número' });
    expect(saldoSigned.statusCode, saldoSigned.body).toBe(200);
    expect(body<Order>(saldoSigned).data.declarationSignedAt).not.toBeNull();
  });
});

describe('a re-quote past the threshold', () => {
  it('asks an unsigned venta whose dollars reach US$ 5,000.00 at the new rate for the signed declaración', async () => {
    const { user, headers, usd } = await customerWithAccounts();
    const order = body<Order>(await venta(headers, usd.id, { sendAmount: '18899.99' })).data;
    expect(order).toMatchObject({ receiveAmount: '4986.80', declarationSignedAt: null });
    t.clock.advance(15 * MINUTE);
    await publishBoard(t, BOARD_B);
    const unchanged = { rateId: order.exchange?.rateId, receiveAmount: '4986.80', declarationSignedAt: null };

    const unsigned = await requote(headers, order.id);
    expect(unsigned.statusCode).toBe(400);
    expect(body(unsigned)).toMatchObject({
      code: 'DECLARATION_REQUIRED',
      data: { fields: { declarationSignature: expect.stringContaining('declaración jurada') } },
    });
    expect(await orderRow(t.ctx, order.id)).toMatchObject(unchanged);
    const misnamed = await requote(headers, order.id, { declarationSignature: 'Otra Persona' });
    expect(body(misnamed)).toMatchObject({
      code: 'DECLARATION_REQUIRED',
      data: {
        fields: { declarationSignature: 'Firma con tu nombre completo, tal como figura en tu documento.' },
      },
    });
    expect(await orderRow(t.ctx, order.id)).toMatchObject(unchanged);

    const signature = ` ${user.nombres} ${user.apellidoPaterno} ${user.apellidoMaterno} `.toUpperCase();
    const signed = await requote(headers, order.id, { declarationSignature: signature });
    expect(signed.statusCode, signed.body).toBe(200);
    const requoted = body<Order>(signed).data;
    expect(Number(requoted.receiveAmount)).toBeGreaterThanOrEqual(5000);
    expect(requoted.exchange?.rateId).not.toBe(order.exchange?.rateId);
    expect(await orderRow(t.ctx, order.id)).toMatchObject({
      declarationSignature: signature.trim(),
      declarationSignedAt: t.clock.now(),
    });
    await publishBoard(t, BOARD_A);
  });
});

describe('the monthly limit', () => {
  it('counts each order’s soles equivalent', async () => {
    await publishBoard(t, BOARD_A);
    const { user, headers, pen } = await customerWithAccounts();
    // A finalized compra of US$ 10,000.00 this month: S/ 37,200.00 of the S/ 50,000.00 limit.
    await insertOrder(t.ctx, user.id, {
      status: ORDER_STATUS.PENDIENTE,
      finalizedAt: t.clock.now(),
      kind: 'divisas',
      direction: 'compra',
      sendCurrency: 'USD',
      sendAmount: '10000.00',
      receiveAmount: '37200.00',
      penEquivalent: '37200.00',
      usdAmount: '10000.00',
      rate: '3.7200',
      rateId: boardA,
    });
    const limit = await t.app.inject({ method: 'GET', url: `/api/getUsedAmount/${user.id}`, headers });
    expect(body<{ used: string }>(limit).data.used).toBe('37200.00');

    // US$ 3,500.00 are S/ 12,985.00: past the S/ 12,800.00 left, though 3,500 dollars would fit.
    const refused = await compra(headers, pen.id, { sendAmount: '3500.00' });
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'Esta orden supera tu límite mensual. Este mes aún puedes enviar hasta S/ 12,800.00.',
    });
    expect((await compra(headers, pen.id, { sendAmount: '3400.00' })).statusCode).toBe(200);
    const saldo = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '12800.01',
      destinationAccountId: pen.id,
    });
    expect(body(saldo).code).toBe('LIMIT_EXCEEDED');
    expect(
      await t.ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, user.id), eq(orders.sendAmount, '3500.00'))),
    ).toEqual([]);
  });
});

describe('the customer’s history', () => {
  it('filters amounts in soles: US$ 1,000.00 are S/ 3,710.00, not 1,000', async () => {
    await publishBoard(t, BOARD_A);
    const { user, headers, pen } = await customerWithAccounts();
    const soles = await insertOrder(t.ctx, user.id, {
      status: ORDER_STATUS.PENDIENTE,
      sendAmount: '2000.00',
    });
    const dollars = body<Order>(await compra(headers, pen.id, { sendAmount: '1000.00' })).data;
    const list = async (query: string) =>
      body<OrdersPage>(
        await t.app.inject({ method: 'GET', url: `/api/listOrders?${query}`, headers }),
      ).data.items.map((item) => item.id);
    expect(await list('maxAmount=2500')).toEqual([soles.id]);
    expect(await list('minAmount=3000')).toEqual([dollars.id]);
    expect(await list('minAmount=3710&maxAmount=3710.00')).toEqual([dollars.id]);
  });
});
