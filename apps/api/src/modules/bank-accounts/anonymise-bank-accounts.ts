import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';

/**
 * A carried-out cancellation (decision 169): every account of the person is deleted for them and keeps
 * only its last four digits, so the orders paid to it still say which one it was. Answers how many.
 */
export async function anonymiseBankAccounts(db: Queryable, userId: number, now: Date): Promise<number> {
  const rows = await db
    .update(bankAccounts)
    .set({
      accountNumber: sql`'****' || right(${bankAccounts.accountNumber}, 4)`,
      cci: null,
      alias: null,
      deletedAt: sql`coalesce(${bankAccounts.deletedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(bankAccounts.userId, userId))
    .returning({ id: bankAccounts.id });
  return rows.length;
}
