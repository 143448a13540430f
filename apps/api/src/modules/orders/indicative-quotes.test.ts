import { ORDER_STATUS, type Order } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, exchangeRates, orderHistory, orders, settings } from '../../platform/db/schema/index.ts';
import {
  flatBoard,
  lapsedDivisasOrder,
  publishBoard,
  saveDivisas,
  usdCollectionAt,
} from '../../../test/support/divisas.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import {
  addAccount,
  bankByCode,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { forgetSettings } from '../settings/index.ts';

// docs/rules/exchange.md#indicative-quotes: after N lapsed locks within D days, no lock; the rate is fixed
// at finalize.

let t: TestApp;
let bcpId: number;
const DAY = 86_400_000;
const MINUTE = 60_000;

/** One tier each side: 3.70 buy, 3.80 sell. */
const BOARD_A = flatBoard('3.7000', '3.8000');
/** Later: 3.61 buy, 3.69 sell. */
const BOARD_B = flatBoard('3.6100', '3.6900');
/** Later still: a dearer dollar, 3.90 buy, 3.95 sell. */
const BOARD_C = flatBoard('3.9000', '3.9500');

type Headers = Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  bcpId = (await bankByCode(t, '002')).id;
  await usdCollectionAt(t, bcpId);
  await t.ctx.db.delete(exchangeRates);
  await publishBoard(t, BOARD_A);
  await saveDivisas(t, { lapsedLocksLimit: 3, lapsedLocksWindowDays: 7 });
});
afterAll(() => t.close());

async function customer() {
  const { user, headers } = await operativeCustomer(t);
  const pen = await addAccount(t, headers, '002', 'PEN');
  const usd = await addAccount(t, headers, '002', 'USD');
  return { user, headers, pen, usd };
}

/** A divisas order of the customer's whose lock lapsed `ago` before now and that was then released. */
const lapsed = (userId: number, ago: number) =>
  lapsedDivisasOrder(t, userId, new Date(t.clock.now().getTime() - ago));

const divisas = (headers: Headers, direction: 'compra' | 'venta', accountId: number, sendAmount: string) =>
  newOrder(t, headers, {
    kind: 'divisas',
    direction,
    bankId: bcpId,
    destinationAccountId: accountId,
    sendAmount,
  });

const quote = (headers: Headers | undefined, direction: 'compra' | 'venta', sendAmount: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/exchange/quote',
    headers: headers ?? APP_KEY_HEADER,
    payload: { direction, sendAmount },
  });

async function created(headers: Headers, direction: 'compra' | 'venta', accountId: number, amount: string) {
  const response = await divisas(headers, direction, accountId, amount);
  if (response.statusCode !== 200) throw new Error(`order not created: ${response.body}`);
  return body<Order>(response).data;
}

describe('a new divisas order after lapsed locks', () => {
  it('is locked with one lapse fewer than the limit, indicative at the limit, locked again with the rule off', async () => {
    const { user, headers, pen } = await customer();
    await lapsed(user.id, DAY);
    await lapsed(user.id, 2 * DAY);
    const quoted = await quote(headers, 'compra', '500.00');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(body(quoted).data).toMatchObject({ rate: '3.7000', indicative: false });
    const locked = await created(headers, 'compra', pen.id, '500.00');
    expect(locked.exchange).toMatchObject({ indicative: false, rate: '3.7000' });
    expect(Date.parse(locked.exchange!.lockedUntil!)).toBe(t.clock.now().getTime() + 15 * MINUTE);
    // Cancelled before its lock ran out: no lapse.
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/order/cancel/${locked.id}`, headers });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await lapsed(user.id, 3 * DAY);
    expect(body(await quote(headers, 'compra', '500.00')).data).toMatchObject({ indicative: true });
    const indicative = await created(headers, 'compra', pen.id, '500.00');
    expect(indicative.exchange).toMatchObject({ indicative: true, lockedUntil: null, rate: '3.7000' });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, indicative.id));
    expect(row?.rateLockedUntil).toBeNull();
    // The public calculator counts nobody.
    expect(body(await quote(undefined, 'compra', '500.00')).data).toMatchObject({ indicative: false });

    await saveDivisas(t, { lapsedLocksLimit: null, lapsedLocksWindowDays: null });
    try {
      expect(body(await quote(headers, 'compra', '500.00')).data).toMatchObject({ indicative: false });
      const again = await created(headers, 'compra', pen.id, '500.00');
      expect(again.exchange).toMatchObject({ indicative: false });
    } finally {
      await saveDivisas(t, { lapsedLocksLimit: 3, lapsedLocksWindowDays: 7 });
    }
  });

  it('counts a lapse exactly the window ago out, and one a millisecond inside in', async () => {
    const { user, headers, pen } = await customer();
    await lapsed(user.id, DAY);
    await lapsed(user.id, 2 * DAY);
    await lapsed(user.id, 7 * DAY);
    expect((await created(headers, 'compra', pen.id, '500.00')).exchange).toMatchObject({
      indicative: false,
    });
    await lapsed(user.id, 7 * DAY - 1);
    expect((await created(headers, 'compra', pen.id, '500.00')).exchange).toMatchObject({ indicative: true });
  });

  it('counts the locks the customer let lapse and re-quoted, then re-quotes with no lock', async () => {
    const { user, headers, pen } = await customer();
    await lapsed(user.id, DAY);
    const order = await created(headers, 'compra', pen.id, '500.00');
    const requote = () =>
      t.app.inject({ method: 'POST', url: `/api/order/requote/${order.id}`, headers, payload: {} });
    t.clock.advance(15 * MINUTE);
    const first = await requote();
    expect(first.statusCode, first.body).toBe(200);
    // Two lapses (the inserted one and this order's first lock): the new lock is given.
    expect(body<Order>(first).data.exchange).toMatchObject({ indicative: false });
    t.clock.advance(15 * MINUTE);
    const second = await requote();
    expect(second.statusCode, second.body).toBe(200);
    expect(body<Order>(second).data.exchange).toMatchObject({ indicative: true, lockedUntil: null });
    const third = await requote();
    expect(third.statusCode).toBe(409);
    expect(body(third).code).toBe('RATE_INDICATIVE');
  });
});

describe('finalizing an indicative order', () => {
  async function indicativeCustomer() {
    const who = await customer();
    for (const days of [1, 2, 3]) await lapsed(who.user.id, days * DAY);
    return who;
  }

  it('prices it on the board in force at finalize: what is sent stays, what is received follows the rate', async () => {
    const { headers, pen } = await indicativeCustomer();
    const order = await created(headers, 'compra', pen.id, '500.00');
    expect(order).toMatchObject({ receiveAmount: '1850.00', exchange: { indicative: true } });
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    // Long after any lock would have run out, and with another board in force.
    t.clock.advance(40 * MINUTE);
    const boardB = await publishBoard(t, BOARD_B);
    try {
      const done = await finalize(t, headers, order.id);
      expect(done.statusCode, done.body).toBe(200);
      expect(body<Order>(done).data).toMatchObject({
        status: ORDER_STATUS.PENDIENTE,
        sendAmount: '500.00',
        receiveAmount: '1805.00',
        exchange: { rate: '3.6100', rateId: boardB, usdAmount: '500.00', penAmount: '1805.00' },
      });
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({
        rate: '3.6100',
        rateId: boardB,
        penEquivalent: '1805.00',
        spread: '20.00',
      });
      const notes = await t.ctx.db
        .select({ note: orderHistory.note })
        .from(orderHistory)
        .where(eq(orderHistory.orderId, order.id));
      expect(notes.map((n) => n.note)).toContain('Tipo de cambio fijado al confirmar el pago: S/ 3.610.');
      const [audit] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.price-at-finalize'), eq(auditLog.targetId, String(order.id))))
        .orderBy(desc(auditLog.id));
      expect(audit).toMatchObject({
        before: { rate: '3.7000', receiveAmount: '1850.00', rateLockedUntil: null },
        after: { rate: '3.6100', receiveAmount: '1805.00', rateId: boardB },
      });
    } finally {
      await publishBoard(t, BOARD_A);
    }
  });

  it('checks the monthly limit on the new soles leg, and refuses leaving the order as it was', async () => {
    const { headers, pen } = await indicativeCustomer();
    const [limitRow] = await t.ctx.db.select().from(settings).where(eq(settings.key, 'limits'));
    const limits = limitRow!.value as Record<string, unknown>;
    // US$ 1,000 at 3.70 is S/ 3,700 (fits S/ 3,800); at 3.90, S/ 3,900 does not.
    await t.ctx.db
      .update(settings)
      .set({ value: { ...limits, porValidar: '1000.00', activo: '3800.00' } })
      .where(eq(settings.key, 'limits'));
    await forgetSettings(t.ctx, 'limits');
    try {
      const order = await created(headers, 'compra', pen.id, '1000.00');
      expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
      await publishBoard(t, BOARD_C);
      const refused = await finalize(t, headers, order.id);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).code).toBe('LIMIT_EXCEEDED');
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ status: ORDER_STATUS.TEMPORAL, rate: '3.7000', finalizedAt: null });
    } finally {
      await t.ctx.db.update(settings).set({ value: limits }).where(eq(settings.key, 'limits'));
      await forgetSettings(t.ctx, 'limits');
      await publishBoard(t, BOARD_A);
    }
  });

  it('asks for the declaración jurada when a venta’s dollars at the new rate reach the threshold', async () => {
    const { user, headers, usd } = await indicativeCustomer();
    // S/ 18,900 at 3.80 is US$ 4,973.68; at 3.69, US$ 5,121.95.
    const order = await created(headers, 'venta', usd.id, '18900.00');
    expect(order.exchange).toMatchObject({ indicative: true, usdAmount: '4973.68' });
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    await publishBoard(t, BOARD_B);
    try {
      const asked = await finalize(t, headers, order.id);
      expect(asked.statusCode).toBe(400);
      expect(body(asked)).toMatchObject({ code: 'DECLARATION_REQUIRED' });
      expect(body<never>(asked)).toHaveProperty('data.fields.declarationSignature');
      const name = [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' ');
      const signed = await finalize(t, headers, order.id, { declarationSignature: name });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(body<Order>(signed).data).toMatchObject({
        receiveAmount: '5121.95',
        status: ORDER_STATUS.PENDIENTE,
      });
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row).toMatchObject({ declarationRequired: true, declarationSignature: name });
    } finally {
      await publishBoard(t, BOARD_A);
    }
  });

  it('asks for it too when the order is finalized through a staff-made link, and takes it there', async () => {
    const { user, headers, usd } = await indicativeCustomer();
    const order = await created(headers, 'venta', usd.id, '18900.00');
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order-links',
      headers: await t.authAs('admin'),
      payload: { userId: user.id, kind: 'finalize', orderId: order.id },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { code } = body<{ code: string }>(made).data;
    const proved = await proveLink(t, code, user.email);
    const byLink = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/order-link/${code}/finalize`,
        headers: proved.headers,
        payload,
      });
    await publishBoard(t, BOARD_B);
    try {
      const asked = await byLink({});
      expect(body(asked)).toMatchObject({ code: 'DECLARATION_REQUIRED' });
      const name = [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' ');
      const signed = await byLink({ declarationSignature: name });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(body<Order>(signed).data).toMatchObject({
        status: ORDER_STATUS.PENDIENTE,
        receiveAmount: '5121.95',
      });
    } finally {
      await publishBoard(t, BOARD_A);
    }
  });
});
