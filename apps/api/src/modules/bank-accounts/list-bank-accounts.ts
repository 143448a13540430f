import type { BankAccount } from '@cambix/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccounts, bankAccountTypes, banks } from '../../platform/db/schema/index.ts';

type AccountRow = typeof bankAccounts.$inferSelect;

export function toBankAccount(
  account: AccountRow,
  bank: { id: number; code: string; name: string },
  type: { id: number; name: string },
): BankAccount {
  return {
    id: account.id,
    bank: { id: bank.id, code: bank.code, name: bank.name },
    accountType: { id: type.id, name: type.name },
    currency: account.currency,
    accountNumber: account.accountNumber,
    cci: account.cci,
    alias: account.alias,
    isProvincia: account.isProvincia,
    confirmed: account.pendingConfirmationSince === null,
  };
}

/** A customer's accounts not deleted, oldest first (the customer's own list, the session, staff's Cuentas tab). */
export async function listBankAccounts(db: Queryable, userId: number): Promise<BankAccount[]> {
  const rows = await db
    .select({ account: bankAccounts, bank: banks, type: bankAccountTypes })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .innerJoin(bankAccountTypes, eq(bankAccountTypes.id, bankAccounts.accountTypeId))
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(bankAccounts.id));
  return rows.map(({ account, bank, type }) => toBankAccount(account, bank, type));
}

/** One account by id, deleted or not (for the audit's "before"). */
export async function findBankAccount(db: Queryable, accountId: number): Promise<BankAccount | undefined> {
  const [row] = await db
    .select({ account: bankAccounts, bank: banks, type: bankAccountTypes })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .innerJoin(bankAccountTypes, eq(bankAccountTypes.id, bankAccounts.accountTypeId))
    .where(eq(bankAccounts.id, accountId));
  return row ? toBankAccount(row.account, row.bank, row.type) : undefined;
}
