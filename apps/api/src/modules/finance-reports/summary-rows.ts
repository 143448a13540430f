import { ORDER_STATUS, type OrderChannel } from '@cambix/contract';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { cambixAccounts, ledgerEntries, orders, partnerShares } from '../../platform/db/schema/index.ts';
import { wholeMonths, type PeriodBounds } from './report-period.ts';

// The raw groups the Resumen adds up (docs/rules/finance-reports.md#summary): each query groups by Lima month,
// bank and channel, so one pass gives the months and the per-bank and per-channel figures; the previous period
// is its own pass, as its last month may stop short.

export interface SummaryFilters {
  bankId?: number;
  channel?: OrderChannel;
}

/** A month of a `timestamptz` column in Lima, 'YYYY-MM' (a constant, so GROUP BY matches it). */
const limaMonthOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM')`;

/** A day of a `timestamptz` column in Lima, 'YYYY-MM-DD'. */
const limaDayOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM-DD')`;

const moneyText = (expression: SQL): SQL<string> => sql<string>`coalesce(${expression}, 0)::text`;

/** Orders TERMINADA paid out in the period, whose payment bank and channel pass the filters. */
function finishedOrders({ start, end }: PeriodBounds, filters: SummaryFilters): SQL | undefined {
  return and(
    eq(orders.status, ORDER_STATUS.TERMINADA),
    gte(orders.paidOutAt, start),
    lt(orders.paidOutAt, end),
    filters.bankId === undefined ? undefined : eq(orders.paymentBankId, filters.bankId),
    filters.channel === undefined ? undefined : eq(orders.channel, filters.channel),
  );
}

export interface OrderGroup {
  month: string;
  bankId: number;
  channel: OrderChannel;
  orders: number;
  divisasOrders: number;
  commissions: string;
  exchangeSpread: string;
  couponDiscounts: string;
  pointsDiscounts: string;
}

export function orderGroups(
  db: Queryable,
  period: PeriodBounds,
  filters: SummaryFilters,
): Promise<OrderGroup[]> {
  const month = limaMonthOf(orders.paidOutAt);
  return db
    .select({
      month,
      bankId: orders.paymentBankId,
      channel: orders.channel,
      orders: sql<number>`count(*)::int`,
      divisasOrders: sql<number>`(count(*) filter (where ${orders.kind} = 'divisas'))::int`,
      commissions: moneyText(sql`sum(${orders.finalFee})`),
      exchangeSpread: moneyText(sql`sum(${orders.spread}) filter (where ${orders.kind} = 'divisas')`),
      couponDiscounts: moneyText(sql`sum(${orders.discount})`),
      pointsDiscounts: moneyText(sql`sum(${orders.pointsDiscount})`),
    })
    .from(orders)
    .where(finishedOrders(period, filters))
    .groupBy(month, orders.paymentBankId, orders.channel);
}

export interface ShareGroup {
  month: string;
  amount: string;
}

/** Partner shares accrued in each month, filtered through their order. */
export function shareGroups(
  db: Queryable,
  { start, end }: PeriodBounds,
  filters: SummaryFilters,
): Promise<ShareGroup[]> {
  const month = limaMonthOf(partnerShares.accruedAt);
  return db
    .select({ month, amount: moneyText(sql`sum(${partnerShares.amount})`) })
    .from(partnerShares)
    .innerJoin(orders, eq(orders.id, partnerShares.orderId))
    .where(
      and(
        gte(partnerShares.accruedAt, start),
        lt(partnerShares.accruedAt, end),
        filters.bankId === undefined ? undefined : eq(orders.paymentBankId, filters.bankId),
        filters.channel === undefined ? undefined : eq(orders.channel, filters.channel),
      ),
    )
    .groupBy(month);
}

const original = alias(ledgerEntries, 'original');
const rowOrder = alias(orders, 'row_order');
const signed = sql`case when ${ledgerEntries.direction} = 'ingreso' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end`;
/** A reversal counts with the kind and direction of the row it undoes, so figures are net of reversals. */
const effectiveKind = sql`coalesce(${original.kind}, ${ledgerEntries.kind})`;
const effectiveDirection = sql`coalesce(${original.direction}, ${ledgerEntries.direction})`;

export interface LedgerGroup {
  month: string;
  bankId: number;
  /** The account's currency: each currency's figures are added up apart. */
  currency: 'PEN' | 'USD';
  /** The channel of the row's order; null for rows of no order. */
  channel: OrderChannel | null;
  received: string;
  paidOut: string;
  manualIngresos: string;
  manualEgresos: string;
  /** Every row, signed: what the month adds to the balance. */
  net: string;
}

/** Rows dated in the period, by month, the account's bank and currency, and their order's channel. */
export function ledgerGroups(
  db: Queryable,
  { firstDay, dayAfter }: PeriodBounds,
  filters: SummaryFilters,
): Promise<LedgerGroup[]> {
  const month = sql<string>`to_char(${ledgerEntries.operatedOn}, 'YYYY-MM')`;
  return db
    .select({
      month,
      bankId: cambixAccounts.bankId,
      currency: cambixAccounts.currency,
      channel: rowOrder.channel,
      received: moneyText(sql`sum(${signed}) filter (where ${effectiveKind} = 'payment')`),
      paidOut: moneyText(sql`-sum(${signed}) filter (where ${effectiveKind} = 'payout')`),
      manualIngresos: moneyText(
        sql`sum(${signed}) filter (where ${effectiveKind} = 'manual' and ${effectiveDirection} = 'ingreso')`,
      ),
      manualEgresos: moneyText(
        sql`-sum(${signed}) filter (where ${effectiveKind} = 'manual' and ${effectiveDirection} = 'egreso')`,
      ),
      net: moneyText(sql`sum(${signed})`),
    })
    .from(ledgerEntries)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, ledgerEntries.cambixAccountId))
    .leftJoin(original, eq(original.id, ledgerEntries.reversesId))
    .leftJoin(rowOrder, eq(rowOrder.id, sql`coalesce(${original.orderId}, ${ledgerEntries.orderId})`))
    .where(
      and(
        gte(ledgerEntries.operatedOn, firstDay),
        lt(ledgerEntries.operatedOn, dayAfter),
        filters.bankId === undefined ? undefined : eq(cambixAccounts.bankId, filters.bankId),
        // With a channel only the rows of orders have one: payments, payouts and their reversals.
        filters.channel === undefined
          ? undefined
          : and(sql`${effectiveKind} in ('payment', 'payout')`, eq(rowOrder.channel, filters.channel)),
      ),
    )
    .groupBy(month, cambixAccounts.bankId, cambixAccounts.currency, rowOrder.channel) as Promise<
    LedgerGroup[]
  >;
}

/** Every soles row dated before `day`, signed: the balance a period starts from, or another ends with. */
export async function balanceBefore(db: Queryable, day: string, bankId: number | undefined): Promise<string> {
  const [row] = await db
    .select({ total: moneyText(sql`sum(${signed})`) })
    .from(ledgerEntries)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, ledgerEntries.cambixAccountId))
    .where(
      and(
        eq(cambixAccounts.currency, 'PEN'),
        lt(ledgerEntries.operatedOn, day),
        bankId === undefined ? undefined : eq(cambixAccounts.bankId, bankId),
      ),
    );
  return row?.total ?? '0';
}

export interface DayGroup {
  date: string;
  orders: number;
  commissions: string;
}

/** Orders finished and their commissions per Lima day of one month. */
export function dayGroups(db: Queryable, month: string, filters: SummaryFilters): Promise<DayGroup[]> {
  const day = limaDayOf(orders.paidOutAt);
  return db
    .select({
      date: day,
      orders: sql<number>`count(*)::int`,
      commissions: moneyText(sql`sum(${orders.finalFee})`),
    })
    .from(orders)
    .where(finishedOrders(wholeMonths({ from: month, to: month }), filters))
    .groupBy(day);
}
