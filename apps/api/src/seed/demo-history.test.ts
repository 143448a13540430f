import { ORDER_STATUS } from '@cambix/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runningBalanceProblems } from '../../test/support/manual-movements.ts';
import { buildTestApp, type TestApp } from '../../test/support/test-app.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import {
  cambixAccounts,
  complianceRegister,
  ledgerEntries,
  orderHistory,
  orders,
  pointsLedger,
  receipts,
  users,
} from '../platform/db/schema/index.ts';
import { limaDay } from '../platform/lima-calendar.ts';
import { seedDemoHistory } from './demo-history.ts';
import { BUSINESS_HOURS, businessHoursOf } from './demo-history.ts';
import { seedDatabase } from './seed-database.ts';

// A Tuesday mid-afternoon in Lima: the history ends here on both runs. A month of it: the rules are the
// same as for the demo's 90 days, in a third of the time.
const UNTIL = new Date('2026-11-24T20:30:00Z');
const DAYS = 30;

async function freshDemo(): Promise<{ database: Database; t: TestApp; ms: number }> {
  const database = await openDatabase({ dataDir: null });
  await database.migrate();
  await seedDatabase(database.db, { demo: true, demoPartnerOrders: false, demoHistory: true });
  const t = await buildTestApp({ database });
  const started = performance.now();
  await seedDemoHistory(t.ctx, UNTIL, { days: DAYS });
  return { database, t, ms: performance.now() - started };
}

let first: Awaited<ReturnType<typeof freshDemo>>;
beforeAll(async () => {
  first = await freshDemo();
  console.info(`demo history seeded in ${Math.round(first.ms)} ms`);
}, 600_000);
afterAll(async () => {
  await first?.t.close();
  await first?.database.close();
});

const db = () => first.database.db;

describe('the demo history', () => {
  it('spreads orders over every status, most of them finished', async () => {
    const rows = await db()
      .select({ status: orders.status, count: sql<number>`count(*)::int` })
      .from(orders)
      .groupBy(orders.status);
    const byStatus = new Map(rows.map((row) => [row.status, row.count]));
    for (const status of Object.values(ORDER_STATUS)) expect(byStatus.get(status) ?? 0).toBeGreaterThan(0);
    const total = rows.reduce((sum, row) => sum + row.count, 0);
    expect(total).toBeGreaterThan(40);
    expect(byStatus.get(ORDER_STATUS.TERMINADA)! / total).toBeGreaterThan(0.6);
    const customers = await db()
      .select({ count: sql<number>`count(distinct ${orders.userId})::int` })
      .from(orders);
    expect(customers[0]!.count).toBeGreaterThanOrEqual(6);
  });

  it('keeps every account balance the sum of its rows, in order', async () => {
    const accounts = await db().select({ id: cambixAccounts.id }).from(cambixAccounts);
    for (const account of accounts) {
      const rows = await db()
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.cambixAccountId, account.id))
        .orderBy(asc(ledgerEntries.id));
      let balance = 0;
      for (const row of rows) {
        balance += (row.direction === 'ingreso' ? 1 : -1) * Math.round(Number(row.amount) * 100);
        expect(Math.round(Number(row.balanceAfter) * 100)).toBe(balance);
      }
      // Treasury tops the payout accounts up: none is ever overdrawn.
      expect(rows.every((row) => Number(row.balanceAfter) >= 0)).toBe(true);
      // Rows are written in the order their days come.
      const days = rows.map((row) => row.operatedOn);
      expect(days).toEqual([...days].sort());
    }
    expect(await runningBalanceProblems(first.t)).toEqual([]);
    const finished = await db().select().from(orders).where(eq(orders.status, ORDER_STATUS.TERMINADA));
    const payments = await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payment'));
    const payouts = await db().select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'payout'));
    expect(payouts).toHaveLength(finished.length);
    for (const order of finished) {
      expect(payouts.find((row) => row.orderId === order.id)?.amount).toBe(order.receiveAmount);
      expect(payments.find((row) => row.orderId === order.id)?.amount).toBe(order.sendAmount);
    }
  });

  it('gives each finished order its boleta, numbered without gaps per series, and its points', async () => {
    const finished = await db().select().from(orders).where(eq(orders.status, ORDER_STATUS.TERMINADA));
    const issued = await db()
      .select({ orderId: receipts.orderId, serie: receipts.serie, correlative: receipts.numero })
      .from(receipts);
    expect(new Set(issued.map((receipt) => receipt.orderId))).toEqual(
      new Set(finished.map((order) => order.id)),
    );
    const bySerie = new Map<string, number[]>();
    for (const receipt of issued)
      bySerie.set(receipt.serie, [...(bySerie.get(receipt.serie) ?? []), Number(receipt.correlative)]);
    expect(bySerie.size).toBeGreaterThanOrEqual(3);
    for (const correlatives of bySerie.values()) {
      const sorted = [...correlatives].sort((a, b) => a - b);
      expect(sorted).toEqual(sorted.map((_, index) => sorted[0]! + index));
      expect(sorted[0]).toBe(1);
    }
    const earned = await db().select().from(pointsLedger).where(eq(pointsLedger.kind, 'earn'));
    for (const order of finished) {
      // On the soles the order is worth: what is sent in cambio de saldo, the soles leg of divisas.
      const points = Math.floor(Number(order.penEquivalent) / 100);
      expect(earned.find((row) => row.orderId === order.id)?.points ?? 0).toBe(points);
    }
    const referrals = await db().select().from(pointsLedger).where(eq(pointsLedger.kind, 'referral'));
    const [ana] = await db().select().from(users).where(eq(users.documentNumber, '40000001'));
    expect(referrals.length).toBeGreaterThanOrEqual(1);
    expect(referrals.every((row) => row.userId === ana!.id)).toBe(true);
  });

  it('finishes divisas orders, compra and venta, through the pipeline: dollars in and out of the USD accounts', async () => {
    const all = await db()
      .select()
      .from(orders)
      .where(eq(orders.kind, 'divisas'))
      .orderBy(asc(orders.createdAt));
    // The two newest stay open, approved for Devoluciones and paid for Pagos; every older one finished.
    const open = all.slice(-2);
    expect(open.map((order) => order.status)).toEqual([
      ORDER_STATUS.PENDIENTE_DEVOLUCION,
      ORDER_STATUS.PENDIENTE,
    ]);
    const divisas = all.slice(0, -2);
    expect(divisas.length).toBeGreaterThanOrEqual(6);
    expect(divisas.every((order) => order.status === ORDER_STATUS.TERMINADA)).toBe(true);
    expect(new Set(divisas.map((order) => order.direction))).toEqual(new Set(['compra', 'venta']));
    const currencyOf = new Map(
      (await db().select().from(cambixAccounts)).map((account) => [account.id, account.currency]),
    );
    const rows = await db()
      .select()
      .from(ledgerEntries)
      .where(
        inArray(
          ledgerEntries.orderId,
          divisas.map((order) => order.id),
        ),
      );
    for (const order of divisas) {
      const compra = order.direction === 'compra';
      expect([order.sendCurrency, order.currency]).toEqual(compra ? ['USD', 'PEN'] : ['PEN', 'USD']);
      const payment = rows.find((row) => row.orderId === order.id && row.kind === 'payment');
      const payout = rows.find((row) => row.orderId === order.id && row.kind === 'payout');
      expect(currencyOf.get(payment!.cambixAccountId)).toBe(order.sendCurrency);
      expect(currencyOf.get(payout!.cambixAccountId)).toBe(order.currency);
      expect(Number(order.spread)).toBeGreaterThan(0);
    }
    // Spread over the last weeks, one a day at most.
    const days = new Set(divisas.map((order) => limaDay(order.createdAt)));
    expect(days.size).toBe(divisas.length);
    expect(days.size).toBeGreaterThanOrEqual(6);
  });

  it('dates everything within the 90 days, in Lima business hours', async () => {
    const firstDay = limaDay(new Date(UNTIL.getTime() - DAYS * 86_400_000));
    const moments = await db().select({ at: orderHistory.createdAt }).from(orderHistory);
    expect(moments.length).toBeGreaterThan(150);
    for (const { at } of moments) {
      expect(at <= UNTIL).toBe(true);
      const day = limaDay(at);
      expect(day >= firstDay).toBe(true);
      const hours = businessHoursOf(day);
      expect(hours, `${at.toISOString()} falls on a Sunday`).not.toBeNull();
      const minute = (((at.getTime() / 60_000 - 300) % 1440) + 1440) % 1440;
      expect(minute >= hours!.open && minute <= hours!.close, `${at.toISOString()} outside hours`).toBe(true);
    }
    expect(BUSINESS_HOURS.weekday.open).toBe(9 * 60);
  });

  it('gives Cumplimiento its register: finished orders from US$ 5,000, each with its declaración signed', async () => {
    const large = await db()
      .select({ id: orders.id, signature: orders.declarationSignature })
      .from(orders)
      .where(sql`${orders.status} = ${ORDER_STATUS.TERMINADA} and ${orders.declarationRequired}`);
    expect(large.length).toBeGreaterThan(0);
    expect(large.every((order) => order.signature === 'Carlos Alberto Rojas Vílchez')).toBe(true);
    const rows = await db()
      .select({ orderId: complianceRegister.orderId, usd: complianceRegister.usdEquivalent })
      .from(complianceRegister);
    // An order under US$ 5,000 may ask for the declaración too, when the week's orders reach it (structuring).
    expect(rows.length).toBeGreaterThan(0);
    const declared = new Set(large.map((order) => order.id));
    expect(rows.every((row) => declared.has(row.orderId) && Number(row.usd) >= 5000)).toBe(true);
  });

  it('makes the same orders on every run, and nothing on a second run', async () => {
    const second = await freshDemo();
    try {
      const list = (database: Database) =>
        database.db
          .select({
            code: orders.code,
            sendAmount: orders.sendAmount,
            status: orders.status,
            createdAt: orders.createdAt,
          })
          .from(orders)
          .orderBy(asc(orders.id));
      expect(await list(second.database)).toEqual(await list(first.database));
      expect(await seedDemoHistory(second.t.ctx, UNTIL, { days: DAYS })).toBeNull();
    } finally {
      await second.t.close();
      await second.database.close();
    }
  }, 600_000);
});
