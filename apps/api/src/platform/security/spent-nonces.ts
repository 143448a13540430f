import {} from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { spentNonces } from '../db/schema/index.ts';
import { pastAt } from '../db/deadline.ts';

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

export async function forgetSpentNonces(db: Queryable, now: Date): Promise<void> {
  await db.delete(spentNonces).where(pastAt(spentNonces.expiresAt, now));
}
