import { ORDER_CHANNELS, ORDER_STATUS, type FinanceSummary, type OrderChannel } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { signedInColaborador, signIn } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, demoAccount, type TestApp } from '../../../test/support/test-app.ts';
import {
  banks,
  cambixAccounts,
  ledgerEntries,
  orders,
  partners,
  partnerShares,
  settings,
} from '../../platform/db/schema/index.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';
import { forgetSettings } from '../settings/index.ts';

let t: TestApp;
let admin: { authorization: string };
let customerId: number;
/** Two banks only this file writes to, each with its own soles accounts, and a dollar account at the first. */
const bank = { x: 0, y: 0, z: 0, w: 0 };
const account = {
  xCollection: 0,
  xPayout: 0,
  yCollection: 0,
  usd: 0,
  zCollection: 0,
  zPayout: 0,
  zUsdCollection: 0,
  zUsdPayout: 0,
  wCollection: 0,
};
/** Bank w's October partner order, whose shares fall either side of 3 October 10:15. */
let partnerId: number | null = null;

const get = (query: Record<string, string>, headers = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/finance/summary?${new URLSearchParams(query).toString()}`,
    headers,
  });

async function summary(query: Record<string, string>): Promise<FinanceSummary> {
  const response = await get(query);
  expect(response.statusCode, response.body).toBe(200);
  return body<FinanceSummary>(response).data;
}

/** Moves the test clock and signs in again, so the session is as fresh as the clock. */
async function setClock(moment: string): Promise<void> {
  t.clock.set(moment);
  admin = await signIn(t, demoAccount('admin').dni);
}

async function bankIdOf(code: string): Promise<number> {
  const [row] = await t.ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.code, code));
  return row!.id;
}

async function newAccount(
  bankId: number,
  purpose: 'collection' | 'payout',
  currency: 'PEN' | 'USD' = 'PEN',
): Promise<number> {
  const [row] = await t.ctx.db
    .insert(cambixAccounts)
    .values({
      bankId,
      currency,
      purpose,
      accountNumber: `55${bankId}${purpose.length}${currency}`,
      cci: '00000000000000000000',
      holderName: 'Cambix S.A.C.',
    })
    .returning();
  return row!.id;
}

/** An order TERMINADA paid out at `paidOutAt` (UTC). */
const finished = (paidOutAt: string, values: Partial<typeof orders.$inferInsert> = {}) =>
  insertOrder(t.ctx, customerId, {
    status: ORDER_STATUS.TERMINADA,
    paidOutAt: new Date(paidOutAt),
    paymentBankId: bank.x,
    collectionAccountId: account.xCollection,
    ...values,
  });

const entry = (
  cambixAccountId: number,
  direction: 'ingreso' | 'egreso',
  kind: 'payment' | 'payout' | 'manual' | 'transfer' | 'opening' | 'reversal',
  amount: string,
  operatedOn: string,
  extra: { orderId?: number; reversesId?: number } = {},
) =>
  recordLedgerEntry(t.ctx.db, {
    cambixAccountId,
    direction,
    kind,
    amount,
    concept: 'Prueba del resumen',
    actorId: null,
    createdAt: new Date(`${operatedOn}T17:00:00Z`),
    operatedOn,
    ...extra,
  });

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  customerId = (await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' })).id;
  bank.x = await bankIdOf('038');
  bank.y = await bankIdOf('035');
  account.xCollection = await newAccount(bank.x, 'collection');
  account.xPayout = await newAccount(bank.x, 'payout');
  account.yCollection = await newAccount(bank.y, 'collection');
  account.usd = await newAccount(bank.x, 'collection', 'USD');
  const [partner] = await t.ctx.db.select({ id: partners.id }).from(partners).limit(1);

  // An opening balance long before, so the closing balances start from something.
  await entry(account.xCollection, 'ingreso', 'opening', '1000.00', '2026-01-05');

  // 23:59:59 in Lima on 31 October is 04:59:59 UTC on 1 November: October.
  const october = await finished('2026-11-01T04:59:59Z', {
    finalFee: '12.50',
    discount: '2.00',
    pointsDiscount: '0.50',
    sendAmount: '700.00',
    receiveAmount: '687.50',
  });
  await entry(account.xCollection, 'ingreso', 'payment', '700.00', '2026-10-31', { orderId: october.id });
  await entry(account.xPayout, 'egreso', 'payout', '687.50', '2026-10-31', { orderId: october.id });
  // 00:00 in Lima on 1 November: November.
  const november = await finished('2026-11-01T05:00:00Z', { channel: 'link', finalFee: '8.00' });
  const payment = await entry(account.xCollection, 'ingreso', 'payment', '500.00', '2026-11-01', {
    orderId: november.id,
  });
  await entry(account.xPayout, 'egreso', 'payout', '490.00', '2026-11-01', { orderId: november.id });
  // A payment received in October and returned in November: received in October, netted in November.
  const cancelled = await insertOrder(t.ctx, customerId, {
    status: ORDER_STATUS.FALLIDA,
    paymentBankId: bank.x,
    collectionAccountId: account.xCollection,
    channel: 'link',
  });
  const cancelledPayment = await entry(account.xCollection, 'ingreso', 'payment', '300.00', '2026-10-15', {
    orderId: cancelled.id,
  });
  await entry(account.xCollection, 'egreso', 'reversal', '300.00', '2026-11-03', {
    orderId: cancelled.id,
    reversesId: cancelledPayment.id,
  });
  expect(payment.kind).toBe('payment');

  // A partner order at the other bank, in September, with its share.
  const partnerOrder = await finished('2026-09-15T15:00:00Z', {
    channel: 'partner',
    paymentBankId: bank.y,
    collectionAccountId: account.yCollection,
    finalFee: '20.00',
    partnerId: partner?.id ?? null,
  });
  await entry(account.yCollection, 'ingreso', 'payment', '500.00', '2026-09-15', {
    orderId: partnerOrder.id,
  });
  if (partner) {
    await t.ctx.db.insert(partnerShares).values({
      partnerId: partner.id,
      orderId: partnerOrder.id,
      commission: '20.00',
      sharePercent: '25.00',
      amount: '5.00',
      accruedAt: new Date('2026-09-15T15:00:00Z'),
    });
  }
  // Previous period (June to August): one order.
  await finished('2026-08-10T15:00:00Z', { finalFee: '7.00' });
  // Not TERMINADA: never counted, even with a payout date.
  await insertOrder(t.ctx, customerId, {
    status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
    paidOutAt: new Date('2026-11-05T15:00:00Z'),
    paymentBankId: bank.x,
    collectionAccountId: account.xCollection,
  });
  // More November days for the chart.
  await finished('2026-11-20T23:30:00Z', { finalFee: '3.00' });
  await finished('2026-11-30T15:00:00Z', { finalFee: '4.00', channel: 'link' });

  // Manual rows, a reversal of one in the next month, a transfer and a dollar row.
  const manualIn = await entry(account.xCollection, 'ingreso', 'manual', '150.00', '2026-10-10');
  await entry(account.xCollection, 'egreso', 'reversal', '150.00', '2026-11-05', { reversesId: manualIn.id });
  await entry(account.yCollection, 'egreso', 'manual', '40.00', '2026-11-10');
  const manualOut = await entry(account.yCollection, 'egreso', 'manual', '25.00', '2026-11-11');
  await entry(account.yCollection, 'ingreso', 'reversal', '25.00', '2026-11-12', {
    reversesId: manualOut.id,
  });
  await entry(account.xCollection, 'egreso', 'transfer', '100.00', '2026-10-20');
  await entry(account.yCollection, 'ingreso', 'transfer', '100.00', '2026-10-20');
  await entry(account.usd, 'ingreso', 'manual', '999.00', '2026-10-10');

  // Divisas in November at a third bank: a compra (dollars in, soles out) and a venta (soles in, dollars
  // out), each with its spread in soles; dollars stay in their own figures.
  bank.z = await bankIdOf('018');
  account.zCollection = await newAccount(bank.z, 'collection');
  account.zPayout = await newAccount(bank.z, 'payout');
  account.zUsdCollection = await newAccount(bank.z, 'collection', 'USD');
  account.zUsdPayout = await newAccount(bank.z, 'payout', 'USD');
  const divisas = {
    kind: 'divisas',
    commissionPercent: '0.00',
    fee: '0.00',
    finalFee: '0.00',
    paymentBankId: bank.z,
  } as const;
  const compra = await finished('2026-11-15T15:00:00Z', {
    ...divisas,
    direction: 'compra',
    sendCurrency: 'USD',
    currency: 'PEN',
    rate: '3.7420',
    usdAmount: '200.00',
    sendAmount: '200.00',
    receiveAmount: '748.40',
    spread: '2.60',
    collectionAccountId: account.zUsdCollection,
  });
  await entry(account.zUsdCollection, 'ingreso', 'payment', '200.00', '2026-11-15', { orderId: compra.id });
  await entry(account.zPayout, 'egreso', 'payout', '748.40', '2026-11-15', { orderId: compra.id });
  const venta = await finished('2026-11-16T15:00:00Z', {
    ...divisas,
    direction: 'venta',
    sendCurrency: 'PEN',
    currency: 'USD',
    rate: '3.7680',
    usdAmount: '100.00',
    sendAmount: '376.80',
    receiveAmount: '100.00',
    spread: '1.30',
    channel: 'link',
    collectionAccountId: account.zCollection,
  });
  await entry(account.zCollection, 'ingreso', 'payment', '376.80', '2026-11-16', { orderId: venta.id });
  await entry(account.zUsdPayout, 'egreso', 'payout', '100.00', '2026-11-16', { orderId: venta.id });

  // Bank w: October either side of the 3rd at 10:15 in Lima (15:15 UTC), for the cut previous period.
  bank.w = await bankIdOf('054');
  account.wCollection = await newAccount(bank.w, 'collection');
  partnerId = partner?.id ?? null;
  const atW = { paymentBankId: bank.w, collectionAccountId: account.wCollection };
  await entry(account.wCollection, 'ingreso', 'opening', '2000.00', '2026-09-01');
  const before = await finished('2026-10-03T15:14:59Z', { ...atW, finalFee: '11.00', channel: 'partner' });
  const atTheMinute = await finished('2026-10-03T15:15:00Z', { ...atW, finalFee: '13.00' });
  await finished('2026-10-20T15:00:00Z', { ...atW, finalFee: '17.00' });
  await entry(account.wCollection, 'ingreso', 'payment', '400.00', '2026-10-03', { orderId: before.id });
  await entry(account.wCollection, 'ingreso', 'payment', '250.00', '2026-10-04');
  await entry(account.wCollection, 'egreso', 'manual', '30.00', '2026-10-01');
  await entry(account.wCollection, 'egreso', 'manual', '60.00', '2026-10-31');
  if (partnerId !== null) {
    for (const [orderId, amount, accruedAt] of [
      [before.id, '2.00', '2026-10-03T15:14:59Z'],
      [atTheMinute.id, '3.00', '2026-10-03T15:15:00Z'],
    ] as const) {
      await t.ctx.db.insert(partnerShares).values({
        partnerId,
        orderId,
        commission: '11.00',
        sharePercent: '20.00',
        amount,
        accruedAt: new Date(accruedAt),
      });
    }
  }
  await finished('2026-11-02T15:00:00Z', { ...atW, finalFee: '19.00' });
  await entry(account.wCollection, 'ingreso', 'payment', '900.00', '2026-11-02');
});
afterAll(() => t.close());

// ---------------------------------------------------------------------------------------------------------
// The same figures, recomputed in TypeScript from every raw row: what the SQL must agree with.

const LIMA_MS = 5 * 3_600_000;
const monthOfInstant = (instant: Date) => new Date(instant.getTime() - LIMA_MS).toISOString().slice(0, 7);

function monthList(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  for (;;) {
    const text = `${year}-${String(month).padStart(2, '0')}`;
    months.push(text);
    if (text === to) return months;
    month += 1;
    if (month === 13) [year, month] = [year + 1, 1];
  }
}

interface Filters {
  bankId?: number;
  channel?: OrderChannel;
}

/**
 * Where the previous period stops when `to` is the month of `now` in Lima: the same day of its last month at the
 * same wall-clock time, or the whole month when it has fewer days.
 */
function previousCut(previousTo: string, to: string, now: Date) {
  const lima = new Date(now.getTime() - LIMA_MS);
  if (lima.toISOString().slice(0, 7) !== to) return null;
  const [year, month] = previousTo.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = lima.getUTCDate();
  if (day > length) return null;
  const wallClock = Date.UTC(
    year,
    month - 1,
    day,
    lima.getUTCHours(),
    lima.getUTCMinutes(),
    lima.getUTCSeconds(),
    lima.getUTCMilliseconds(),
  );
  return { until: new Date(wallClock + LIMA_MS), lastDay: `${previousTo}-${String(day).padStart(2, '0')}` };
}

async function recompute(from: string, to: string, filters: Filters) {
  const allOrders = await t.ctx.db.select().from(orders);
  const allShares = await t.ctx.db.select().from(partnerShares);
  const allEntries = await t.ctx.db.select().from(ledgerEntries);
  const accounts = await t.ctx.db.select().from(cambixAccounts);
  const orderById = new Map(allOrders.map((order) => [order.id, order]));
  const entryById = new Map(allEntries.map((row) => [row.id, row]));
  const accountById = new Map(accounts.map((row) => [row.id, row]));

  const orderPasses = (order: (typeof allOrders)[number]) =>
    (filters.bankId === undefined || order.paymentBankId === filters.bankId) &&
    (filters.channel === undefined || order.channel === filters.channel);
  const finishedIn = (month: string) =>
    allOrders.filter(
      (order) =>
        order.status === ORDER_STATUS.TERMINADA &&
        order.paidOutAt !== null &&
        monthOfInstant(order.paidOutAt) === month &&
        orderPasses(order),
    );
  const sum = (values: string[]) => values.reduce((total, value) => total + parseMoney(value), 0n);
  const signed = (row: (typeof allEntries)[number]) =>
    row.direction === 'ingreso' ? parseMoney(row.amount) : -parseMoney(row.amount);
  const rowsIn = (currency: 'PEN' | 'USD') =>
    allEntries.filter((row) => {
      const owner = accountById.get(row.cambixAccountId)!;
      return owner.currency === currency && (filters.bankId === undefined || owner.bankId === filters.bankId);
    });
  const solesRows = rowsIn('PEN');
  const dollarRows = rowsIn('USD');
  /** The row, or for a reversal the row it undoes. */
  const origin = (row: (typeof allEntries)[number]) =>
    row.reversesId === null ? row : entryById.get(row.reversesId)!;
  const channelOf = (row: (typeof allEntries)[number]) => {
    const orderId = origin(row).orderId ?? row.orderId;
    return orderId === null ? null : orderById.get(orderId)!.channel;
  };
  const rowsOf = (month: string, kind: string, direction?: string, rows = solesRows) =>
    rows.filter(
      (row) =>
        row.operatedOn.startsWith(month) &&
        origin(row).kind === kind &&
        (direction === undefined || origin(row).direction === direction) &&
        (filters.channel === undefined || channelOf(row) === filters.channel),
    );
  const closing = (month: string) =>
    solesRows
      .filter((row) => row.operatedOn.slice(0, 7) <= month)
      .reduce((total, row) => total + signed(row), 0n);

  type Cut = ReturnType<typeof previousCut>;
  const figuresOf = (months: string[], cut: Cut = null) => {
    const beforeCut = (instant: Date) => cut === null || instant < cut.until;
    const datedBeforeCut = (row: (typeof allEntries)[number]) =>
      cut === null || row.operatedOn <= cut.lastDay;
    const finishedOrders = months.flatMap(finishedIn).filter((order) => beforeCut(order.paidOutAt!));
    const netOf = (kind: string, direction?: string) =>
      months
        .flatMap((month) => rowsOf(month, kind, direction))
        .filter(datedBeforeCut)
        .reduce((total, row) => total + signed(row), 0n);
    const noChannel = (value: bigint) => (filters.channel === undefined ? formatMoney(value) : null);
    const dollarsOf = (kind: string) =>
      months
        .flatMap((month) => rowsOf(month, kind, undefined, dollarRows))
        .filter(datedBeforeCut)
        .reduce((total, row) => total + signed(row), 0n);
    const divisasOrders = finishedOrders.filter((order) => order.kind === 'divisas');
    return {
      ordersFinished: finishedOrders.length,
      divisasOrders: divisasOrders.length,
      amountReceived: formatMoney(netOf('payment')),
      amountPaidOut: formatMoney(-netOf('payout')),
      usdReceived: formatMoney(dollarsOf('payment')),
      usdPaidOut: formatMoney(-dollarsOf('payout')),
      commissions: formatMoney(sum(finishedOrders.map((order) => order.finalFee))),
      exchangeSpread: formatMoney(sum(divisasOrders.map((order) => order.spread!))),
      couponDiscounts: formatMoney(sum(finishedOrders.map((order) => order.discount))),
      pointsDiscounts: formatMoney(sum(finishedOrders.map((order) => order.pointsDiscount))),
      partnerShares: formatMoney(
        sum(
          allShares
            .filter(
              (share) =>
                months.includes(monthOfInstant(share.accruedAt)) &&
                beforeCut(share.accruedAt) &&
                orderPasses(orderById.get(share.orderId)!),
            )
            .map((share) => share.amount),
        ),
      ),
      manualIngresos: noChannel(netOf('manual', 'ingreso')),
      manualEgresos: noChannel(-netOf('manual', 'egreso')),
      closingBalance: noChannel(
        cut === null
          ? closing(months.at(-1)!)
          : solesRows
              .filter((row) => row.operatedOn <= cut.lastDay)
              .reduce((total, row) => total + signed(row), 0n),
      ),
    };
  };

  const months = monthList(from, to);
  const length = months.length;
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const previousStart = new Date(Date.UTC(fromYear, fromMonth - 1 - length, 1)).toISOString().slice(0, 7);
  const previousEnd = new Date(Date.UTC(fromYear, fromMonth - 2, 1)).toISOString().slice(0, 7);
  const lastMonthOrders = finishedIn(to);
  const cut = previousCut(previousEnd, to, t.clock.now());
  return {
    months: months.map((month) => ({ month, ...figuresOf([month]) })),
    totals: figuresOf(months),
    previous: {
      from: previousStart,
      to: previousEnd,
      cut: cut && { until: cut.until.toISOString(), lastDay: cut.lastDay },
      totals: figuresOf(monthList(previousStart, previousEnd), cut),
    },
    byChannel: ORDER_CHANNELS.filter(
      (channel) => filters.channel === undefined || channel === filters.channel,
    ).map((channel) => {
      const ordersOf = months.flatMap(finishedIn).filter((order) => order.channel === channel);
      return {
        channel,
        ordersFinished: ordersOf.length,
        amountReceived: formatMoney(
          months
            .flatMap((month) => rowsOf(month, 'payment'))
            .filter((row) => channelOf(row) === channel)
            .reduce((total, row) => total + signed(row), 0n),
        ),
        commissions: formatMoney(sum(ordersOf.map((order) => order.finalFee))),
      };
    }),
    days: Array.from(
      { length: new Date(Date.UTC(Number(to.slice(0, 4)), Number(to.slice(5, 7)), 0)).getUTCDate() },
      (_, index) => {
        const date = `${to}-${String(index + 1).padStart(2, '0')}`;
        const ofDay = lastMonthOrders.filter(
          (order) => new Date(order.paidOutAt!.getTime() - LIMA_MS).toISOString().slice(0, 10) === date,
        );
        return {
          date,
          orders: ofDay.length,
          commissions: formatMoney(sum(ofDay.map((order) => order.finalFee))),
        };
      },
    ),
  };
}

describe('GET /api/admin/finance/summary', () => {
  it('agrees with the figures recomputed from the raw rows, with and without filters', async () => {
    const cases: Filters[] = [
      {},
      { bankId: bank.x },
      { bankId: bank.y },
      { channel: 'link' },
      { channel: 'partner' },
      { channel: 'web', bankId: bank.x },
    ];
    // On 21 November (the test clock) November is not over: its previous periods stop on the 21st at 10:00;
    // on 3 December at 10:15 November is whole and December's previous period stops on 3 November.
    const moments = ['2026-11-21T15:00:00Z', '2026-12-03T15:15:00Z'];
    const ranges = [
      ['2026-09', '2026-11'],
      ['2026-11', '2026-11'],
      ['2026-10', '2026-12'],
    ] as const;
    try {
      for (const moment of moments) {
        await setClock(moment);
        for (const [from, to] of ranges) {
          for (const filters of [...cases, { bankId: bank.w }]) {
            const query: Record<string, string> = { from, to };
            if (filters.bankId !== undefined) query.bankId = String(filters.bankId);
            if (filters.channel !== undefined) query.channel = filters.channel;
            const actual = await summary(query);
            const expected = await recompute(from, to, filters);
            const label = `${moment} ${from}–${to} ${JSON.stringify(filters)}`;
            expect(actual.months, label).toEqual(expected.months);
            expect(actual.totals, label).toEqual(expected.totals);
            expect(actual.previous, label).toEqual(expected.previous);
            expect(actual.byChannel, label).toEqual(expected.byChannel);
            expect(actual.days, label).toEqual(expected.days);
          }
        }
      }
    } finally {
      await setClock('2026-11-21T15:00:00Z');
    }
  });

  it('compares the 1st to the 3rd at 10:15 with the 1st to the 3rd at 10:15 while the month is not over', async () => {
    const w = { bankId: String(bank.w) };
    try {
      await setClock('2026-11-03T15:15:00Z');
      const cut = await summary({ from: '2026-11', to: '2026-11', ...w });
      expect(cut.previous.from).toBe('2026-10');
      expect(cut.previous.to).toBe('2026-10');
      expect(cut.previous.cut).toEqual({ until: '2026-10-03T15:15:00.000Z', lastDay: '2026-10-03' });
      expect(cut.previous.totals).toMatchObject({
        // Paid out at 10:14:59; the one at 10:15:00 and the one of the 20th come after.
        ordersFinished: 1,
        commissions: '11.00',
        // Dated up to the 3rd: the payment of the 3rd, not the one of the 4th.
        amountReceived: '400.00',
        manualEgresos: '30.00',
        partnerShares: partnerId === null ? '0.00' : '2.00',
        // 2000 opening + 400 received − 30 manual, up to the 3rd.
        closingBalance: '2370.00',
      });
      expect(cut.totals).toMatchObject({
        ordersFinished: 1,
        commissions: '19.00',
        closingBalance: '3460.00',
      });

      // In December, November is over: October is compared whole.
      await setClock('2026-12-03T15:15:00Z');
      const whole = await summary({ from: '2026-11', to: '2026-11', ...w });
      expect(whole.previous.cut).toBeNull();
      expect(whole.previous.totals).toMatchObject({
        ordersFinished: 3,
        commissions: '41.00',
        amountReceived: '650.00',
        manualEgresos: '90.00',
        partnerShares: partnerId === null ? '0.00' : '5.00',
        closingBalance: '2560.00',
      });
    } finally {
      await setClock('2026-11-21T15:00:00Z');
    }
  });

  it('counts an order in the Lima month of its payout, to the second', async () => {
    const { months } = await summary({ from: '2026-10', to: '2026-11', bankId: String(bank.x) });
    const [october, november] = months;
    expect(october).toMatchObject({
      month: '2026-10',
      ordersFinished: 1,
      commissions: '12.50',
      couponDiscounts: '2.00',
      pointsDiscounts: '0.50',
      // 700 paid and 300 paid by the order cancelled later.
      amountReceived: '1000.00',
      amountPaidOut: '687.50',
      manualIngresos: '150.00',
      manualEgresos: '0.00',
      // 1000 opening + 1000 received − 687.50 paid out + 150 manual − 100 transferred out.
      closingBalance: '1362.50',
    });
    expect(november).toMatchObject({
      month: '2026-11',
      ordersFinished: 3,
      commissions: '15.00',
      // 500 received, minus the October payment returned in November.
      amountReceived: '200.00',
      amountPaidOut: '490.00',
      // The October ingreso reversed in November.
      manualIngresos: '-150.00',
      closingBalance: formatMoney(
        parseMoney('1362.50') +
          parseMoney('500.00') -
          parseMoney('300.00') -
          parseMoney('490.00') -
          parseMoney('150.00'),
      ),
    });
  });

  it('nets reversals of manual rows, leaves transfers and dollars out, and has no manual figures by channel', async () => {
    const other = await summary({ from: '2026-11', to: '2026-11', bankId: String(bank.y) });
    expect(other.totals).toMatchObject({
      manualEgresos: '40.00',
      manualIngresos: '0.00',
      amountReceived: '0.00',
    });
    // Opening 0 at this bank: 500 received in September, 100 transferred in, 65 out, 25 back.
    expect(other.totals.closingBalance).toBe('560.00');
    const byChannel = await summary({
      from: '2026-10',
      to: '2026-10',
      channel: 'web',
      bankId: String(bank.x),
    });
    expect(byChannel.totals).toMatchObject({
      ordersFinished: 1,
      amountReceived: '700.00',
      manualIngresos: null,
      manualEgresos: null,
      closingBalance: null,
    });
  });

  it('adds the spread of divisas orders as diferencial cambiario, and dollars apart from soles', async () => {
    const november = await summary({ from: '2026-11', to: '2026-11', bankId: String(bank.z) });
    expect(november.totals).toMatchObject({
      ordersFinished: 2,
      divisasOrders: 2,
      commissions: '0.00',
      exchangeSpread: '3.90',
      usdReceived: '200.00',
      usdPaidOut: '100.00',
      // The soles rows only, never the dollars: the venta's soles in, the compra's soles out.
      amountReceived: '376.80',
      amountPaidOut: '748.40',
      closingBalance: '-371.60',
    });
    expect(november.byBank).toEqual([
      expect.objectContaining({ bankId: bank.z, amountReceived: '376.80', amountPaidOut: '748.40' }),
    ]);
  });

  it('compares with the same number of months just before, and shows every month even when empty', async () => {
    const result = await summary({ from: '2026-09', to: '2026-11', bankId: String(bank.x) });
    expect(result.months.map((month) => month.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(result.months[0]).toMatchObject({
      ordersFinished: 0,
      commissions: '0.00',
      closingBalance: '1000.00',
    });
    expect(result.previous).toMatchObject({ from: '2026-06', to: '2026-08' });
    expect(result.previous.totals).toMatchObject({
      ordersFinished: 1,
      commissions: '7.00',
      closingBalance: '1000.00',
    });
    expect(result.byBank).toEqual([
      {
        bankId: bank.x,
        bankName: expect.any(String),
        ordersFinished: 4,
        amountReceived: '1200.00',
        amountPaidOut: '1177.50',
        commissions: '27.50',
      },
    ]);
    expect(result.days).toHaveLength(30);
    expect(result.days.find((day) => day.date === '2026-11-20')).toEqual({
      date: '2026-11-20',
      orders: 1,
      commissions: '3.00',
    });
  });

  it('defaults to this Lima month, names the company from Ajustes, and checks the range', async () => {
    const company = { name: 'Cambix Perú S.A.C.', ruc: '20601234565', address: 'Av. Larco 101' };
    await t.ctx.db
      .insert(settings)
      .values({ key: 'company', value: company })
      .onConflictDoUpdate({ target: settings.key, set: { value: company } });
    await forgetSettings(t.ctx, 'company');
    t.clock.set('2026-12-01T04:59:00Z');
    admin = await signIn(t, demoAccount('admin').dni);
    const current = await summary({});
    expect(current).toMatchObject({ from: '2026-11', to: '2026-11' });
    expect(current.company).toEqual({
      name: 'Cambix Perú S.A.C.',
      ruc: '20601234565',
      address: 'Av. Larco 101',
    });
    expect(current.generatedAt).toBe('2026-12-01T04:59:00.000Z');

    const tooLong = await get({ from: '2024-01', to: '2026-01' });
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).code).toBe('VALIDATION_FAILED');
    const backwards = await get({ from: '2026-05', to: '2026-04' });
    expect(backwards.statusCode).toBe(400);
    const colaborador = await signedInColaborador(t, [{ module: 'balance', canView: true, canEdit: true }]);
    expect((await get({}, colaborador.headers)).statusCode).toBe(403);
  });
});
