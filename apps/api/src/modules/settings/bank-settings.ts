import type { BankSettings } from '@cambix/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccountTypes, banks, paymentBankSteps } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { bankFieldsOf } from '../banks/index.ts';

/** Every bank of the catalogue as Ajustes edits it (inactive ones too), or just `bankId`. */
export async function listBankSettings(db: Queryable, bankId?: number): Promise<BankSettings[]> {
  const bankRows = await db
    .select()
    .from(banks)
    .where(bankId === undefined ? undefined : eq(banks.id, bankId))
    .orderBy(asc(banks.sortOrder), asc(banks.id));
  if (bankRows.length === 0) return [];
  const ids = bankRows.map((bank) => bank.id);
  // A type any customer account points at (deleted ones too: the row still refers to it) stays.
  const typeRows = await db
    .select({
      id: bankAccountTypes.id,
      bankId: bankAccountTypes.bankId,
      code: bankAccountTypes.code,
      name: bankAccountTypes.name,
      minLength: bankAccountTypes.minLength,
      maxLength: bankAccountTypes.maxLength,
      // Spelled out: inside a subquery drizzle leaves columns unqualified.
      inUse: sql<boolean>`exists (select 1 from bank_accounts where bank_accounts.account_type_id = bank_account_types.id)`,
    })
    .from(bankAccountTypes)
    .where(inArray(bankAccountTypes.bankId, ids))
    .orderBy(asc(bankAccountTypes.id));
  const stepRows = await db
    .select({ bankId: paymentBankSteps.bankId, text: paymentBankSteps.text })
    .from(paymentBankSteps)
    .where(inArray(paymentBankSteps.bankId, ids))
    .orderBy(asc(paymentBankSteps.bankId), asc(paymentBankSteps.stepNumber));
  return bankRows.map((bank) => ({
    ...bankFieldsOf(bank),
    active: bank.active,
    sortOrder: bank.sortOrder,
    accountTypes: typeRows
      .filter((type) => type.bankId === bank.id)
      .map(({ bankId: _bankId, inUse, ...type }) => ({ ...type, inUse: Boolean(inUse) })),
    paymentSteps: stepRows.filter((step) => step.bankId === bank.id).map((step) => step.text),
  }));
}

/** One bank as Ajustes shows it; an unknown id is refused. */
export async function bankSettingsOf(db: Queryable, bankId: number): Promise<BankSettings> {
  const [bank] = await listBankSettings(db, bankId);
  if (!bank) throw new AppError('BANK_NOT_FOUND', { status: 404 });
  return bank;
}

/** Locks the bank's row for the rest of the transaction, so two edits of one bank take turns. */
export async function lockBank(tx: Queryable, bankId: number): Promise<typeof banks.$inferSelect> {
  const [bank] = await tx.select().from(banks).where(eq(banks.id, bankId)).for('update');
  if (!bank) throw new AppError('BANK_NOT_FOUND', { status: 404 });
  return bank;
}
