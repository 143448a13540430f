import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';

/** The balance as a query, to run or to read inside another (a new order's inputs). */
export function pointsBalanceQuery(db: Queryable, userId: number) {
  return db
    .select({ balance: sql<string>`coalesce(sum(${pointsLedger.points}), 0)::text` })
    .from(pointsLedger)
    .where(eq(pointsLedger.userId, userId));
}

/** The balance is the sum of the ledger (docs/rules/points.md#points-ledger). */
export async function pointsBalance(db: Queryable, userId: number): Promise<number> {
  const [row] = await pointsBalanceQuery(db, userId);
  return Number(row?.balance ?? 0);
}
