import {
  ORDER_CHANNELS,
  type FinanceSummary,
  type OrderChannel,
  type SummaryFigures,
  type SummaryMonth,
} from '@cambix/contract';
import { asc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { banks } from '../../platform/db/schema/index.ts';
import { shiftDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseSignedMoney, type Cents } from '../../platform/money.ts';
import { getSettings } from '../settings/index.ts';
import { comparedPeriod, daysOf, monthsOf, rangeOrThisMonth, wholeMonths } from './report-period.ts';
import {
  balanceBefore,
  dayGroups,
  ledgerGroups,
  orderGroups,
  shareGroups,
  type SummaryFilters,
} from './summary-rows.ts';

export interface SummaryInput extends SummaryFilters {
  from?: string;
  to?: string;
}

/** A period's figures while they are added up, in cents. */
interface Tally {
  ordersFinished: number;
  divisasOrders: number;
  amountReceived: Cents;
  amountPaidOut: Cents;
  usdReceived: Cents;
  usdPaidOut: Cents;
  commissions: Cents;
  exchangeSpread: Cents;
  couponDiscounts: Cents;
  pointsDiscounts: Cents;
  partnerShares: Cents;
  manualIngresos: Cents;
  manualEgresos: Cents;
  net: Cents;
}

const emptyTally = (): Tally => ({
  ordersFinished: 0,
  divisasOrders: 0,
  amountReceived: 0n,
  amountPaidOut: 0n,
  usdReceived: 0n,
  usdPaidOut: 0n,
  commissions: 0n,
  exchangeSpread: 0n,
  couponDiscounts: 0n,
  pointsDiscounts: 0n,
  partnerShares: 0n,
  manualIngresos: 0n,
  manualEgresos: 0n,
  net: 0n,
});

function addTallies(tallies: Tally[]): Tally {
  const total = emptyTally();
  for (const tally of tallies) {
    total.ordersFinished += tally.ordersFinished;
    total.divisasOrders += tally.divisasOrders;
    for (const key of [
      'amountReceived',
      'amountPaidOut',
      'usdReceived',
      'usdPaidOut',
      'commissions',
      'exchangeSpread',
      'couponDiscounts',
      'pointsDiscounts',
      'partnerShares',
      'manualIngresos',
      'manualEgresos',
      'net',
    ] as const) {
      total[key] += tally[key];
    }
  }
  return total;
}

/** Manual figures and balances have no channel: null while a channel filter is on. */
function toFigures(tally: Tally, closing: Cents, channel: OrderChannel | undefined): SummaryFigures {
  const unlessChannel = (cents: Cents) => (channel === undefined ? formatMoney(cents) : null);
  return {
    ordersFinished: tally.ordersFinished,
    divisasOrders: tally.divisasOrders,
    amountReceived: formatMoney(tally.amountReceived),
    amountPaidOut: formatMoney(tally.amountPaidOut),
    usdReceived: formatMoney(tally.usdReceived),
    usdPaidOut: formatMoney(tally.usdPaidOut),
    commissions: formatMoney(tally.commissions),
    exchangeSpread: formatMoney(tally.exchangeSpread),
    couponDiscounts: formatMoney(tally.couponDiscounts),
    pointsDiscounts: formatMoney(tally.pointsDiscounts),
    partnerShares: formatMoney(tally.partnerShares),
    manualIngresos: unlessChannel(tally.manualIngresos),
    manualEgresos: unlessChannel(tally.manualEgresos),
    closingBalance: unlessChannel(closing),
  };
}

const money = (text: string): Cents => parseSignedMoney(text);

type OrderRow = Awaited<ReturnType<typeof orderGroups>>[number];
type ShareRow = Awaited<ReturnType<typeof shareGroups>>[number];
type LedgerRow = Awaited<ReturnType<typeof ledgerGroups>>[number];

/** Each month's tally of a period's rows: soles and dollars are never added together. */
function tallyByMonth(orderRows: OrderRow[], shareRows: ShareRow[], ledgerRows: LedgerRow[]) {
  const tallies = new Map<string, Tally>();
  const tallyOf = (month: string) => {
    let tally = tallies.get(month);
    if (!tally) tallies.set(month, (tally = emptyTally()));
    return tally;
  };
  for (const row of orderRows) {
    const tally = tallyOf(row.month);
    tally.ordersFinished += row.orders;
    tally.divisasOrders += row.divisasOrders;
    tally.commissions += money(row.commissions);
    tally.exchangeSpread += money(row.exchangeSpread);
    tally.couponDiscounts += money(row.couponDiscounts);
    tally.pointsDiscounts += money(row.pointsDiscounts);
  }
  for (const row of shareRows) tallyOf(row.month).partnerShares += money(row.amount);
  for (const row of ledgerRows) {
    const tally = tallyOf(row.month);
    if (row.currency === 'USD') {
      tally.usdReceived += money(row.received);
      tally.usdPaidOut += money(row.paidOut);
      continue;
    }
    tally.amountReceived += money(row.received);
    tally.amountPaidOut += money(row.paidOut);
    tally.manualIngresos += money(row.manualIngresos);
    tally.manualEgresos += money(row.manualEgresos);
    tally.net += money(row.net);
  }
  return tallies;
}

/**
 * The Resumen (docs/rules/finance-reports.md#summary) of a range of whole Lima months, against the same number
 * of months before it, cut at the same point when the range ends in this month: every sum is taken in SQL by
 * month, bank and channel; here they are only added up.
 */
export async function getSummary(ctx: AppContext, input: SummaryInput): Promise<FinanceSummary> {
  const now = ctx.now();
  const range = rangeOrThisMonth(input, now);
  const current = wholeMonths(range);
  const previous = comparedPeriod(range, now);
  const filters: SummaryFilters = { bankId: input.bankId, channel: input.channel };

  const [orderRows, shareRows, allLedgerRows, opening, before, dayRows, company] = await Promise.all([
    orderGroups(ctx.db, current, filters),
    shareGroups(ctx.db, current, filters),
    ledgerGroups(ctx.db, current, filters),
    balanceBefore(ctx.db, current.firstDay, filters.bankId),
    Promise.all([
      orderGroups(ctx.db, previous, filters),
      shareGroups(ctx.db, previous, filters),
      ledgerGroups(ctx.db, previous, filters),
      balanceBefore(ctx.db, previous.dayAfter, filters.bankId),
    ]),
    dayGroups(ctx.db, range.to, filters),
    getSettings(ctx, 'company'),
  ]);
  const tallies = tallyByMonth(orderRows, shareRows, allLedgerRows);
  const [previousOrders, previousShares, previousLedger, previousClosing] = before;
  const previousTally = addTallies([
    ...tallyByMonth(previousOrders, previousShares, previousLedger).values(),
  ]);
  // The soles rows make the figures and balances they always did; the dollars rows their own two.
  const ledgerRows = allLedgerRows.filter((row) => row.currency === 'PEN');

  // Closing balances: the balance before the range plus each month's net, month after month.
  const closings = new Map<string, Cents>();
  let balance = money(opening);
  for (const month of monthsOf(range)) {
    balance += tallies.get(month)?.net ?? 0n;
    closings.set(month, balance);
  }

  const rangeMonths = monthsOf(range);
  const months: SummaryMonth[] = rangeMonths.map((month) => ({
    month,
    ...toFigures(tallies.get(month) ?? emptyTally(), closings.get(month)!, filters.channel),
  }));
  const totals = toFigures(
    addTallies(rangeMonths.map((month) => tallies.get(month) ?? emptyTally())),
    closings.get(range.to)!,
    filters.channel,
  );

  const inRange = new Set(rangeMonths);
  return {
    from: range.from,
    to: range.to,
    months,
    totals,
    previous: {
      from: previous.from,
      to: previous.to,
      cut: previous.isCut
        ? { until: previous.end.toISOString(), lastDay: shiftDay(previous.dayAfter, -1) }
        : null,
      totals: toFigures(previousTally, money(previousClosing), filters.channel),
    },
    byBank: await figuresByBank(ctx, inRange, orderRows, ledgerRows),
    byChannel: figuresByChannel(inRange, orderRows, ledgerRows, filters.channel),
    days: daysOf(range.to).map((date) => {
      const row = dayRows.find((candidate) => candidate.date === date);
      return { date, orders: row?.orders ?? 0, commissions: formatMoney(row ? money(row.commissions) : 0n) };
    }),
    company,
    generatedAt: now.toISOString(),
  };
}

/** Orders by their payment bank, ledger rows by their account's bank; banks with nothing are left out. */
async function figuresByBank(
  ctx: AppContext,
  inRange: Set<string>,
  orderRows: OrderRow[],
  ledgerRows: LedgerRow[],
): Promise<FinanceSummary['byBank']> {
  const perBank = new Map<number, { orders: number; received: Cents; paidOut: Cents; commissions: Cents }>();
  const of = (bankId: number) => {
    let entry = perBank.get(bankId);
    if (!entry) perBank.set(bankId, (entry = { orders: 0, received: 0n, paidOut: 0n, commissions: 0n }));
    return entry;
  };
  for (const row of orderRows) {
    if (!inRange.has(row.month)) continue;
    const entry = of(row.bankId);
    entry.orders += row.orders;
    entry.commissions += money(row.commissions);
  }
  for (const row of ledgerRows) {
    if (!inRange.has(row.month)) continue;
    const entry = of(row.bankId);
    entry.received += money(row.received);
    entry.paidOut += money(row.paidOut);
  }
  const active = [...perBank].filter(
    ([, entry]) =>
      entry.orders > 0 || entry.received !== 0n || entry.paidOut !== 0n || entry.commissions !== 0n,
  );
  if (active.length === 0) return [];
  const names = await ctx.db
    .select({ id: banks.id, name: banks.name })
    .from(banks)
    .where(
      inArray(
        banks.id,
        active.map(([bankId]) => bankId),
      ),
    )
    .orderBy(asc(banks.sortOrder), asc(banks.name));
  return names.map(({ id, name }) => {
    const entry = perBank.get(id)!;
    return {
      bankId: id,
      bankName: name,
      ordersFinished: entry.orders,
      amountReceived: formatMoney(entry.received),
      amountPaidOut: formatMoney(entry.paidOut),
      commissions: formatMoney(entry.commissions),
    };
  });
}

/** Every channel (only the one filtered, with a channel filter), even without orders. */
function figuresByChannel(
  inRange: Set<string>,
  orderRows: OrderRow[],
  ledgerRows: LedgerRow[],
  channel: OrderChannel | undefined,
): FinanceSummary['byChannel'] {
  return ORDER_CHANNELS.filter((candidate) => channel === undefined || candidate === channel).map(
    (candidate) => {
      let orders = 0;
      let commissions = 0n;
      let received = 0n;
      for (const row of orderRows) {
        if (row.channel !== candidate || !inRange.has(row.month)) continue;
        orders += row.orders;
        commissions += money(row.commissions);
      }
      for (const row of ledgerRows) {
        if (row.channel === candidate && inRange.has(row.month)) received += money(row.received);
      }
      return {
        channel: candidate,
        ordersFinished: orders,
        amountReceived: formatMoney(received),
        commissions: formatMoney(commissions),
      };
    },
  );
}
