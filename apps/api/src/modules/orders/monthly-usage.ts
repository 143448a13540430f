import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, usageAdjustments } from '../../platform/db/schema/index.ts';
import { limaMonthRange } from '../../platform/lima-calendar.ts';
import { parseMoney, type Cents } from '../../platform/money.ts';
import { COUNTING_STATUSES } from './order-statuses.ts';

/** The orders part of the month's usage, as a query to run or to read inside another (order-inputs.ts). */
export function usedByOrdersQuery(db: Queryable, userId: number, month: string) {
  const { start, end } = limaMonthRange(month);
  return db
    .select({ total: sql<string>`coalesce(sum(${orders.penEquivalent}), 0)::text` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, COUNTING_STATUSES),
        gte(sql`coalesce(${orders.finalizedAt}, ${orders.createdAt})`, start),
        lt(sql`coalesce(${orders.finalizedAt}, ${orders.createdAt})`, end),
      ),
    );
}

/** The staff adjustments part of the month's usage. */
export function usedByAdjustmentsQuery(db: Queryable, userId: number, month: string) {
  return db
    .select({ total: sql<string>`coalesce(sum(${usageAdjustments.amount}), 0)::text` })
    .from(usageAdjustments)
    .where(and(eq(usageAdjustments.userId, userId), eq(usageAdjustments.month, month)));
}

/**
 * Used this month (docs/rules/limits.md#used-this-month): the amounts sent of the customer's orders finalized
 * this month that are not FALLIDA (PENDIENTE, PENDIENTE_DEVOLUCION, OBSERVADA, TERMINADA), plus staff
 * adjustments.
 */
export async function usedThisMonth(db: Queryable, userId: number, month: string): Promise<Cents> {
  const [fromOrders] = await usedByOrdersQuery(db, userId, month);
  const [fromAdjustments] = await usedByAdjustmentsQuery(db, userId, month);
  // Stryker disable next-line StringLiteral: an aggregate answers one row, and coalesce makes its total '0' at least
  return parseMoney(fromOrders?.total ?? '0') + parseMoney(fromAdjustments?.total ?? '0');
}
