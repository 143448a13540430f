import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';
import { problem, refuse } from '../../platform/refusal.ts';

export interface ClientAccount {
  userId: number;
  bankId: number;
  accountTypeId: number;
  accountNumber: string;
  cci: string | null;
  /** Soles, or dollars for a client who buys them (docs/rules/partners.md#dollar-orders). */
  currency: 'PEN' | 'USD';
}

/**
 * An account someone gave for a person (a partner for its client), found by bank and number or added: an
 * upsert, so two orders at once add it once. Found again, its type and CCI become the ones given now, the
 * ones to pay to; its currency stays, so the same number given in the other currency is refused. `added`
 * says whether the row is new.
 */
export async function upsertClientAccount(
  tx: Tx,
  account: ClientAccount,
  now: Date,
): Promise<{ id: number; added: boolean }> {
  const [added] = await tx
    .insert(bankAccounts)
    .values({ ...account, holderDeclaredAt: now, createdAt: now })
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
    .returning({ id: bankAccounts.id, currency: bankAccounts.currency });
  if (!current) throw new Error('account neither added nor found');
  if (current.currency !== account.currency)
    throw refuse([problem('destination.accountNumber', 'CURRENCY_MISMATCH')]);
  return { id: current.id, added: false };
}
