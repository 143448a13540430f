import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { parseMoney, type Cents } from '../../platform/money.ts';
import { COUNTING_STATUSES } from './order-statuses.ts';

/** Everything the customer has sent through Cambix: finalized orders that did not fail, all months. */
export async function operatedTotal(db: Queryable, userId: number): Promise<Cents> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${orders.sendAmount}), 0)::text` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, COUNTING_STATUSES)));
  return parseMoney(row?.total ?? '0');
}
