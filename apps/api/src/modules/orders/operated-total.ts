import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { parseMoney, type Cents } from '../../platform/money.ts';
import { COUNTING_STATUSES } from './order-statuses.ts';

/** The operated total as a query, to run or to read inside another (order-inputs.ts). */
export function operatedTotalQuery(db: Queryable, userId: number) {
  return db
    .select({ total: sql<string>`coalesce(sum(${orders.penEquivalent}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, COUNTING_STATUSES)));
}

/** Everything the customer has sent through Cambix: finalized orders that did not fail, all months. */
export async function operatedTotal(db: Queryable, userId: number): Promise<Cents> {
  const [row] = await operatedTotalQuery(db, userId);
  return parseMoney(row?.total ?? '0');
}
