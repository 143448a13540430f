import { LIST_TOTAL_CAP } from '@cambix/contract';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './client.ts';

/**
 * How many rows of `table` match `where`, counted up to LIST_TOTAL_CAP and no further: a partner's orders
 * grow without bound, and an exact count reads every one of them on every page (decision 197).
 */
export async function cappedCount(
  db: Queryable,
  table: PgTable,
  where: SQL | undefined,
): Promise<{ total: number; totalCapped: boolean }> {
  const rows = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(LIST_TOTAL_CAP + 1)
    .as('counted');
  const [row] = await db.select({ total: count() }).from(rows);
  const total = row?.total ?? 0;
  return total > LIST_TOTAL_CAP
    ? { total: LIST_TOTAL_CAP, totalCapped: true }
    : { total, totalCapped: false };
}
