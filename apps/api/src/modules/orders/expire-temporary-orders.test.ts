import { ORDER_STATUS } from '@cambix/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderHistory, orders } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { startRepeatingJob } from '../../platform/jobs.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertRedeem, orderRow, pointsRefundsOf } from '../../../test/support/order-rows.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { expireTemporaryOrders, ORDER_EXPIRY_LOCK } from './expire-temporary-orders.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
let events: DomainEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  events = recordEvents(t);
});
afterAll(() => t.close());

const refundsOf = (orderIds: number[]) => pointsRefundsOf(t.ctx, orderIds);

describe('expireTemporaryOrders', () => {
  it('marks due TEMPORAL orders, records it, gives the points back, and announces it once', async () => {
    const customer = await insertCustomer(t.ctx);
    const start = t.clock.now().getTime();
    const due = await insertOrder(t.ctx, customer.id, {
      pointsRedeemed: 200,
      expiresAt: new Date(start + HOUR_MS),
    });
    await insertRedeem(t.ctx, customer.id, due.id, 200);
    const later = await insertOrder(t.ctx, customer.id, { expiresAt: new Date(start + 3 * HOUR_MS) });
    const finalized = await insertOrder(t.ctx, customer.id, {
      status: ORDER_STATUS.PENDIENTE,
      expiresAt: new Date(start + HOUR_MS),
    });
    const now = new Date(start + 2 * HOUR_MS);

    expect(await expireTemporaryOrders(t.ctx, now)).toBeGreaterThanOrEqual(1);
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(inArray(orders.id, [due.id, later.id, finalized.id]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(due.id)).toMatchObject({ status: ORDER_STATUS.TEMPORAL, expiredAt: now });
    expect(byId.get(later.id)?.expiredAt).toBeNull();
    expect(byId.get(finalized.id)).toMatchObject({ status: ORDER_STATUS.PENDIENTE, expiredAt: null });

    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, due.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: ORDER_STATUS.TEMPORAL,
        toStatus: ORDER_STATUS.TEMPORAL,
        actorId: null,
        note: 'La orden venció sin finalizarse.',
      }),
    ]);
    expect(await refundsOf([due.id])).toEqual([
      expect.objectContaining({ userId: customer.id, points: 200 }),
    ]);
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        type: 'order.expired',
        orderId: due.id,
        code: due.code,
        userId: customer.id,
        partnerId: null,
      }),
    );

    expect(await expireTemporaryOrders(t.ctx, new Date(now.getTime() + 1000))).toBe(0);
    expect(await refundsOf([due.id])).toHaveLength(1);
    expect(await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, due.id))).toHaveLength(
      1,
    );
  });

  it('marks an order at the exact instant it expires, not a millisecond before', async () => {
    const customer = await insertCustomer(t.ctx);
    const expiresAt = new Date(t.clock.now().getTime() + 5 * HOUR_MS);
    const order = await insertOrder(t.ctx, customer.id, { expiresAt });
    await expireTemporaryOrders(t.ctx, new Date(expiresAt.getTime() - 1));
    expect((await orderRow(t.ctx, order.id)).expiredAt).toBeNull();
    await expireTemporaryOrders(t.ctx, expiresAt);
    expect((await orderRow(t.ctx, order.id)).expiredAt).toEqual(expiresAt);
  });

  it('two instances sweeping at once mark each order once and refund once', async () => {
    const customer = await insertCustomer(t.ctx);
    const expiresAt = new Date(t.clock.now().getTime() + HOUR_MS);
    const due = [];
    for (let index = 0; index < 6; index++) {
      const order = await insertOrder(t.ctx, customer.id, { pointsRedeemed: 100, expiresAt });
      await insertRedeem(t.ctx, customer.id, order.id, 100);
      due.push(order.id);
    }
    const now = new Date(expiresAt.getTime() + 1000);
    const other = await buildTestApp({ database: t.database });
    const [first, second] = await Promise.all([
      expireTemporaryOrders(t.ctx, now),
      expireTemporaryOrders(other.ctx, now),
    ]).finally(() => other.close());
    expect(first! + second!).toBe(6);
    expect(await refundsOf(due)).toHaveLength(6);
    const history = await t.ctx.db.select().from(orderHistory).where(inArray(orderHistory.orderId, due));
    expect(history).toHaveLength(6);
  });

  // PGlite runs one transaction at a time: nobody can hold the lock while a sweep runs beside it.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'sweeps nothing while another instance holds the sweep lock, and catches up after',
    async () => {
      const customer = await insertCustomer(t.ctx);
      const expiresAt = new Date(t.clock.now().getTime() + HOUR_MS);
      const due = await insertOrder(t.ctx, customer.id, { expiresAt });
      const now = new Date(expiresAt.getTime() + 1000);
      await t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_EXPIRY_LOCK})`);
        expect(await expireTemporaryOrders(t.ctx, now)).toBe(0);
      });
      expect(await expireTemporaryOrders(t.ctx, now)).toBeGreaterThanOrEqual(1);
      const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, due.id));
      expect(row?.expiredAt).toEqual(now);
    },
  );
});

describe('startRepeatingJob', () => {
  it('runs at once and again after each run, survives a failed run, and stop waits for the run in flight', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const job = startRepeatingJob({
      name: 'prueba',
      everyMs: 5,
      log: t.ctx.log,
      run: async () => {
        runs += 1;
        if (runs === 1) throw new Error('falla una vez');
        if (runs === 3) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    await vi.waitFor(() => expect(runs).toBe(3));
    let stopped = false;
    const stopping = job.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runs).toBe(3);
  });
});
