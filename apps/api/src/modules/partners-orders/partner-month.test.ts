import { ORDER_STATUS, type PartnerOrderPage } from '@cambix/contract';
import { and, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertPartner,
  insertPartnerOrder,
  insertShare,
  signedInExterno,
} from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders, partnerShares } from '../../platform/db/schema/index.ts';
import { partnerMonth } from './partner-month.ts';

// The month a partner sees is one row kept by the database on each write (migration 0047, decision 197).
// These tests write through the ordinary paths and compare the row with the month counted from the orders.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2031-07-15T15:00:00Z');
});
afterAll(() => t.close());

/** July 2031 in Lima: from 1 July 05:00 UTC to 1 August 05:00 UTC. */
const JULY_START = new Date('2031-07-01T05:00:00.000Z');
const AUGUST_START = new Date('2031-08-01T05:00:00.000Z');
const before = (instant: Date) => new Date(instant.getTime() - 1);

/** The same figures counted from the orders and shares, as the screen read them before decision 197. */
async function counted(partnerId: number) {
  const inJuly = and(
    eq(orders.partnerId, partnerId),
    gte(orders.createdAt, JULY_START),
    lt(orders.createdAt, AUGUST_START),
  );
  const [[created], [sent], [earned]] = await Promise.all([
    t.ctx.db.select({ value: count() }).from(orders).where(inJuly),
    t.ctx.db
      .select({ value: sum(orders.penEquivalent) })
      .from(orders)
      .where(and(inJuly, inArray(orders.status, [1, 3, 4, 5]))),
    t.ctx.db
      .select({ value: sum(partnerShares.amount) })
      .from(partnerShares)
      .where(
        and(
          eq(partnerShares.partnerId, partnerId),
          gte(partnerShares.accruedAt, JULY_START),
          lt(partnerShares.accruedAt, AUGUST_START),
        ),
      ),
  ]);
  const money = (value: string | null | undefined) => Number(value ?? 0).toFixed(2);
  return { orders: created!.value, sendAmount: money(sent!.value), shareEarned: money(earned!.value) };
}

const july = (partnerId: number) => partnerMonth(t.ctx.db, partnerId, t.ctx.now());

describe('the partner’s month, kept as orders and shares are written', () => {
  it('counts an order created at the first instant of the month in Lima, not the one before it', async () => {
    const partner = await insertPartner(t.ctx);
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: before(JULY_START),
      sendAmount: '100.00',
      status: ORDER_STATUS.TERMINADA,
    });
    expect(await july(partner.id)).toEqual({ orders: 0, sendAmount: '0.00', shareEarned: '0.00' });
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: JULY_START,
      sendAmount: '200.00',
      status: ORDER_STATUS.TERMINADA,
    });
    expect(await july(partner.id)).toEqual({ orders: 1, sendAmount: '200.00', shareEarned: '0.00' });
  });

  it('counts the last instant of the month in Lima, not the first of the next', async () => {
    const partner = await insertPartner(t.ctx);
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: AUGUST_START,
      sendAmount: '100.00',
      status: ORDER_STATUS.TERMINADA,
    });
    expect(await july(partner.id)).toEqual({ orders: 0, sendAmount: '0.00', shareEarned: '0.00' });
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: before(AUGUST_START),
      sendAmount: '300.00',
      status: ORDER_STATUS.TERMINADA,
    });
    expect(await july(partner.id)).toEqual({ orders: 1, sendAmount: '300.00', shareEarned: '0.00' });
  });

  it('puts a share in the month of its accrual in Lima, at both edges', async () => {
    const partner = await insertPartner(t.ctx);
    const { order } = await insertPartnerOrder(t.ctx, partner.id, { createdAt: JULY_START });
    const second = await insertPartnerOrder(t.ctx, partner.id, { createdAt: JULY_START });
    const third = await insertPartnerOrder(t.ctx, partner.id, { createdAt: JULY_START });
    const fourth = await insertPartnerOrder(t.ctx, partner.id, { createdAt: JULY_START });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: order.id,
      amount: '1.00',
      accruedAt: before(JULY_START),
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: second.order.id,
      amount: '2.00',
      accruedAt: JULY_START,
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: third.order.id,
      amount: '4.00',
      accruedAt: before(AUGUST_START),
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: fourth.order.id,
      amount: '8.00',
      accruedAt: AUGUST_START,
    });
    expect((await july(partner.id)).shareEarned).toBe('6.00');
    expect(await july(partner.id)).toEqual(await counted(partner.id));
  });

  it('follows the staff rejecting a payment: the order stays in the month and no longer counts as sent', async () => {
    const partner = await insertPartner(t.ctx);
    const { order } = await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-07-10T15:00:00Z'),
      status: ORDER_STATUS.PENDIENTE,
      finalizedAt: new Date('2031-07-10T15:10:00Z'),
      sendAmount: '750.00',
    });
    expect(await july(partner.id)).toEqual({ orders: 1, sendAmount: '750.00', shareEarned: '0.00' });
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/reject`,
      headers: await t.authAs('admin'),
      payload: { reason: 'El voucher no corresponde a la operación.' },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await july(partner.id)).toEqual({ orders: 1, sendAmount: '0.00', shareEarned: '0.00' });
  });

  it('stays equal to the month counted from the rows through updates, moves and deletions', async () => {
    const partner = await insertPartner(t.ctx);
    const made = [];
    for (const [index, status] of [
      ORDER_STATUS.TEMPORAL,
      ORDER_STATUS.PENDIENTE,
      ORDER_STATUS.TERMINADA,
      ORDER_STATUS.FALLIDA,
    ].entries()) {
      made.push(
        await insertPartnerOrder(t.ctx, partner.id, {
          createdAt: new Date(`2031-07-0${index + 2}T15:00:00Z`),
          status,
          sendAmount: `${(index + 1) * 100}.00`,
        }),
      );
    }
    const [temporal, pending, finished, failed] = made.map((row) => row.order);
    await insertShare(t.ctx, { partnerId: partner.id, orderId: finished!.id, amount: '5.50' });
    expect(await july(partner.id)).toEqual({ orders: 4, sendAmount: '500.00', shareEarned: '5.50' });

    // Finalized, an amount corrected, one moved to June, one deleted, a share removed: one statement each.
    await t.ctx.db.update(orders).set({ status: ORDER_STATUS.PENDIENTE }).where(eq(orders.id, temporal!.id));
    await t.ctx.db.update(orders).set({ penEquivalent: '250.00' }).where(eq(orders.id, pending!.id));
    await t.ctx.db
      .update(orders)
      .set({ createdAt: before(JULY_START) })
      .where(eq(orders.id, failed!.id));
    await t.ctx.db.update(orders).set({ updatedAt: t.ctx.now() }).where(eq(orders.partnerId, partner.id));
    await t.ctx.db.delete(partnerShares).where(eq(partnerShares.orderId, finished!.id));
    expect(await july(partner.id)).toEqual(await counted(partner.id));
    expect(await july(partner.id)).toEqual({ orders: 3, sendAmount: '650.00', shareEarned: '0.00' });
  });

  it('is what GET /api/partner/orders answers as the month', async () => {
    const partner = await insertPartner(t.ctx);
    const { headers } = await signedInExterno(t, partner.id);
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-07-14T15:00:00Z'),
      status: ORDER_STATUS.TERMINADA,
      sendAmount: '1234.56',
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/partner/orders', headers });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<PartnerOrderPage>(response).data.month).toEqual({
      orders: 1,
      sendAmount: '1234.56',
      shareEarned: '0.00',
    });
  });
});
