import { ORDER_STATUS } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatBoard, lapsedDivisasOrder, publishBoard, saveDivisas } from '../../../test/support/divisas.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import {
  bankIdOf,
  createdOrder,
  finalizeByLink,
  linkView,
  orderRequest,
  partnerIdOf,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exchangeRates, orderHistory, orders } from '../../platform/db/schema/index.ts';
import { quoteApiOrder } from './quote-api-order.ts';

// docs/rules/exchange.md#indicative-quotes: a partner's lapses are counted over all its clients' orders.

let t: TestApp;
let externo: { authorization: string };
let externo2: { authorization: string };
let admin: { authorization: string };
let partnerId: number;
let documents = 46008000;
const DAY = 86_400_000;
const MINUTE = 60_000;

const BOARD_A = flatBoard('3.7000', '3.8000');
const BOARD_B = flatBoard('3.6100', '3.6900');

beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  externo2 = await t.authAs('externo2');
  admin = await t.authAs('admin');
  partnerId = await partnerIdOf(t, 'externo');
  await t.ctx.db.delete(exchangeRates);
  await publishBoard(t, BOARD_A);
  await saveDivisas(t, { lapsedLocksLimit: 2, lapsedLocksWindowDays: 7 });
});
afterAll(() => t.close());

async function compra(sendAmount: string) {
  documents += 1;
  return orderRequest(t, {
    kind: 'divisas',
    direction: 'compra',
    sendAmount,
    client: { documentNumber: String(documents) },
  });
}

/** A divisas order the partner placed for some client, whose lock lapsed `ago` before now. */
async function lapsedForPartner(ago: number) {
  const { user } = await operativeCustomer(t);
  return lapsedDivisasOrder(t, user.id, new Date(t.clock.now().getTime() - ago), {
    channel: 'partner',
    partnerId,
  });
}

const apiQuote = async () =>
  quoteApiOrder(t.ctx, partnerId, {
    kind: 'divisas',
    direction: 'compra',
    paymentBankId: await bankIdOf(t, '002').then((bank) => bank.id),
    sendAmount: '500.00',
  });

/** `GET /api/partner/rate-lock`: what the new-order form shows before the order exists. */
async function rateLock(headers: { authorization: string }, actingFor?: number) {
  const query = actingFor === undefined ? '' : `?partnerId=${actingFor}`;
  const response = await t.app.inject({ method: 'GET', url: `/api/partner/rate-lock${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ indicative: boolean }>(response).data;
}

describe('a partner whose clients let locks lapse', () => {
  it('quotes and creates locked below the limit, indicative at it, and only for that partner', async () => {
    await lapsedForPartner(DAY);
    expect((await apiQuote()).exchange).toMatchObject({ indicative: false });
    expect(await rateLock(externo)).toEqual({ indicative: false });
    expect(await rateLock(admin, partnerId)).toEqual({ indicative: false });
    expect((await createdOrder(t, externo, await compra('500.00'))).exchange).toMatchObject({
      indicative: false,
    });

    await lapsedForPartner(2 * DAY);
    expect((await apiQuote()).exchange).toMatchObject({ indicative: true, lockedUntil: null });
    expect(await rateLock(externo)).toEqual({ indicative: true });
    expect(await rateLock(admin, partnerId)).toEqual({ indicative: true });
    expect(await rateLock(externo2)).toEqual({ indicative: false });
    expect(await rateLock(admin, await partnerIdOf(t, 'externo2'))).toEqual({ indicative: false });
    const order = await createdOrder(t, externo, await compra('500.00'));
    expect(order.exchange).toMatchObject({ indicative: true, lockedUntil: null, rate: '3.7000' });
    // The other demo partner's lapses are its own.
    expect((await createdOrder(t, externo2, await compra('500.00'))).exchange).toMatchObject({
      indicative: false,
    });
  });

  it('has its client finalize on the link at the rate in force then, never asked to re-quote', async () => {
    const order = await createdOrder(t, externo, await compra('500.00'));
    expect(order.exchange).toMatchObject({ indicative: true });
    expect(linkView(await viewLink(t, order.link.code)).order.exchange).toMatchObject({ indicative: true });
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    const boardB = await publishBoard(t, BOARD_B);
    try {
      const finalized = await finalizeByLink(t, order.link.code);
      expect(finalized.statusCode, finalized.body).toBe(200);
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, order.code));
      expect(row).toMatchObject({
        status: ORDER_STATUS.PENDIENTE,
        sendAmount: '500.00',
        rate: '3.6100',
        rateId: boardB,
        receiveAmount: '1805.00',
        penEquivalent: '1805.00',
      });
      const notes = await t.ctx.db
        .select({ note: orderHistory.note, actorId: orderHistory.actorId })
        .from(orderHistory)
        .where(eq(orderHistory.orderId, row!.id));
      expect(notes).toContainEqual({
        note: 'Tipo de cambio fijado al confirmar el pago: S/ 3.610.',
        actorId: null,
      });
    } finally {
      await publishBoard(t, BOARD_A);
    }
  });
});
