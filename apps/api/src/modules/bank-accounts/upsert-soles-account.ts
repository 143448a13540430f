import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';

export interface SolesAccount {
  userId: number;
  bankId: number;
  accountTypeId: number;
  accountNumber: string;
  cci: string | null;
}

/**
 * A soles account someone gave for a person (a partner for its client), found by bank and number or added:
 * an upsert, so two orders at once add it once. Found again, its type and CCI become the ones given now,
 * the ones to pay to. `added` says whether the row is new.
 */
export async function upsertSolesAccount(
  tx: Tx,
  account: SolesAccount,
  now: Date,
): Promise<{ id: number; added: boolean }> {
  const [added] = await tx
    .insert(bankAccounts)
    .values({ ...account, currency: 'PEN', holderDeclaredAt: now, createdAt: now })
    .onConflictDoNothing({
      target: [bankAccounts.userId, bankAccounts.bankId, bankAccounts.accountNumber],
      where: sql`${bankAccounts.deletedAt} is null`,
    })
    .returning({ id: bankAccounts.id });
  if (added) return { id: added.id, added: true };
  const [current] = await tx
    .update(bankAccounts)
    .set({ accountTypeId: account.accountTypeId, cci: account.cci })
    .where(
      and(
        eq(bankAccounts.userId, account.userId),
        eq(bankAccounts.bankId, account.bankId),
        eq(bankAccounts.accountNumber, account.accountNumber),
        isNull(bankAccounts.deletedAt),
      ),
    )
    .returning({ id: bankAccounts.id });
  if (!current) throw new Error('account neither added nor found');
  return { id: current.id, added: false };
}
