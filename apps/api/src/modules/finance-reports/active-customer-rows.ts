import { ORDER_STATUS, type ACTIVE_CUSTOMER_SORT_FIELDS } from '@cambix/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { rangeInstants, type MonthRange } from './report-period.ts';

// Clientes activos (docs/rules/finance-reports.md#active-customers): an order counts in the Lima month of its
// payout, once TERMINADA. A customer is new in the month of their first order TERMINADA ever, at any bank.

export interface ActiveCustomerFilter {
  range: MonthRange;
  bankId?: number;
}

export type ActiveCustomerSort = (typeof ACTIVE_CUSTOMER_SORT_FIELDS)[number];

/** Orders TERMINADA paid out in the range, at the payment bank filtered. */
function inRange({ range, bankId }: ActiveCustomerFilter): SQL | undefined {
  const { start, end } = rangeInstants(range);
  return and(
    eq(orders.status, ORDER_STATUS.TERMINADA),
    gte(orders.paidOutAt, start),
    lt(orders.paidOutAt, end),
    bankId === undefined ? undefined : eq(orders.paymentBankId, bankId),
  );
}

const limaMonthOf = (column: SQL | typeof orders.paidOutAt): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'America/Lima', 'YYYY-MM')`;

const earlier = alias(orders, 'earlier');

/** Each customer's first payout of an order TERMINADA ever, for the customers active in the range. */
function firstOrders(db: Queryable, filter: ActiveCustomerFilter) {
  return db
    .select({ userId: earlier.userId, firstAt: sql<Date>`min(${earlier.paidOutAt})`.as('first_at') })
    .from(earlier)
    .where(
      and(
        eq(earlier.status, ORDER_STATUS.TERMINADA),
        inArray(earlier.userId, db.select({ userId: orders.userId }).from(orders).where(inRange(filter))),
      ),
    )
    .groupBy(earlier.userId)
    .as('firsts');
}

export interface ActiveMonthRow {
  month: string;
  active: number;
  new: number;
  orders: number;
  totalSent: string;
}

export function activeMonthRows(db: Queryable, filter: ActiveCustomerFilter): Promise<ActiveMonthRow[]> {
  const firsts = firstOrders(db, filter);
  const month = limaMonthOf(orders.paidOutAt);
  return db
    .select({
      month,
      active: sql<number>`count(distinct ${orders.userId})::int`,
      new: sql<number>`(count(distinct ${orders.userId}) filter (where ${limaMonthOf(sql`${firsts.firstAt}`)} = ${month}))::int`,
      orders: sql<number>`count(*)::int`,
      totalSent: sql<string>`coalesce(sum(${orders.sendAmount}), 0)::text`,
    })
    .from(orders)
    .innerJoin(firsts, eq(firsts.userId, orders.userId))
    .where(inRange(filter))
    .groupBy(month);
}

export async function countActiveCustomers(db: Queryable, filter: ActiveCustomerFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(distinct ${orders.userId})::int` })
    .from(orders)
    .where(inRange(filter));
  return row?.total ?? 0;
}

const orderCount = sql<number>`count(*)::int`;
const totalSent = sql<string>`sum(${orders.sendAmount})::text`;
const totalCommission = sql<string>`sum(${orders.finalFee})::text`;
const firstOrderAt = sql<Date>`min(${orders.paidOutAt})`.mapWith(orders.paidOutAt);
const lastOrderAt = sql<Date>`max(${orders.paidOutAt})`.mapWith(orders.paidOutAt);

const SORT_EXPRESSIONS: Record<ActiveCustomerSort, SQL> = {
  lastOrderAt: sql`max(${orders.paidOutAt})`,
  orderCount: sql`count(*)`,
  totalSent: sql`sum(${orders.sendAmount})`,
  totalCommission: sql`sum(${orders.finalFee})`,
};

export interface ActiveCustomerOrder {
  sort: ActiveCustomerSort;
  direction: 'asc' | 'desc';
}

/** One row per customer active in the range, in the order asked (ties by customer, the same way). */
export function activeCustomerRows(db: Queryable, filter: ActiveCustomerFilter, order: ActiveCustomerOrder) {
  const { start } = rangeInstants(filter.range);
  const by = order.direction === 'asc' ? asc : desc;
  return db
    .select({
      userId: users.id,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      apellidoMaterno: users.apellidoMaterno,
      documentNumber: users.documentNumber,
      email: users.email,
      orderCount,
      totalSent,
      totalCommission,
      firstOrderAt,
      lastOrderAt,
      // Their first order TERMINADA ever, at any bank, is at or after the range's start (it is never after it).
      isNew: sql<boolean>`(select min(${earlier.paidOutAt}) from ${orders} as "earlier" where ${earlier.userId} = ${users.id} and ${earlier.status} = ${ORDER_STATUS.TERMINADA}) >= ${start.toISOString()}::timestamptz`,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inRange(filter))
    .groupBy(users.id)
    .orderBy(by(SORT_EXPRESSIONS[order.sort]), by(users.id));
}

export type ActiveCustomerRow = Awaited<ReturnType<typeof activeCustomerRows>>[number];
