import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { spentNonces } from '../db/schema/index.ts';
import { pastRetention } from '../db/deadline.ts';
import { SPENT_NONCE_MS } from '../retention-periods.ts';

/**
 * Records a single-use value; false when it was already used, here or on another instance. `keepUntil` is
 * when the value could no longer be accepted anyway, so the row may go.
 */
export async function spendOnce(db: Queryable, value: string, keepUntil: Date): Promise<boolean> {
  const inserted = await db
    .insert(spentNonces)
    .values({ value, expiresAt: keepUntil })
    .onConflictDoNothing()
    .returning({ value: spentNonces.value });
  return inserted.length === 1;
}

/** One batch of values past their retention; answers how many went (the values themselves are secrets). */
export async function forgetSpentNonces(db: Queryable, now: Date, limit: number): Promise<number> {
  const due = db
    .select({ value: spentNonces.value })
    .from(spentNonces)
    .where(pastRetention(spentNonces.expiresAt, now, SPENT_NONCE_MS))
    .limit(limit);
  const removed = await db
    .delete(spentNonces)
    .where(inArray(spentNonces.value, due))
    .returning({ value: spentNonces.value });
  return removed.length;
}
