import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';

/** An account added through an order link waits for its customer's confirmation (decision 072). */
export async function awaitsConfirmation(db: Queryable, accountId: number): Promise<boolean> {
  const [account] = await db
    .select({ pendingSince: bankAccounts.pendingConfirmationSince })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, accountId));
  return account?.pendingSince != null;
}
