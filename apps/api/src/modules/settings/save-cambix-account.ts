import { isValidCci, type CambixAccountSettings } from '@cambix/contract';
import type { cambixAccountInput, cambixAccountUpdate } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { banks, cambixAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { forgetBankCatalogue } from '../banks/index.ts';
import { cambixAccountOf, refreshCollectionFlag } from './cambix-account-settings.ts';

export type NewCambixAccount = z.output<typeof cambixAccountInput>;
export type CambixAccountChanges = z.output<typeof cambixAccountUpdate>;

const duplicate = () => refuse([problem('purpose', 'CAMBIX_ACCOUNT_DUPLICATE')]);

async function bankFor(db: Queryable, bankId: number) {
  const [bank] = await db
    .select({ id: banks.id, code: banks.code, shortName: banks.shortName })
    .from(banks)
    .where(eq(banks.id, bankId));
  if (!bank) throw refuse([problem('bankId', 'BANK_NOT_FOUND')]);
  return bank;
}

/** The CCI of an account at a bank starts with that bank's code (the contract already checked its digits). */
function assertCciOfBank(cci: string, bank: { code: string; shortName: string }): void {
  if (isValidCci(cci, bank.code)) return;
  throw refuse([
    problem('cci', 'BANK_ACCOUNT_CCI_INVALID', `El CCI de ${bank.shortName} empieza con ${bank.code}.`),
  ]);
}

const editable = (input: CambixAccountChanges) => ({
  accountNumber: input.accountNumber,
  cci: input.cci,
  holderName: input.holderName,
  active: input.active,
});

/** One of Cambix's accounts: one per bank, currency and purpose. */
export async function createCambixAccount(
  ctx: AppContext,
  actorId: number,
  input: NewCambixAccount,
): Promise<CambixAccountSettings> {
  const bank = await bankFor(ctx.db, input.bankId);
  assertCciOfBank(input.cci, bank);
  const values = { bankId: bank.id, currency: input.currency, purpose: input.purpose, ...editable(input) };
  let accountId: number;
  try {
    accountId = await ctx.db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: cambixAccounts.id })
        .from(cambixAccounts)
        .where(
          and(
            eq(cambixAccounts.bankId, bank.id),
            eq(cambixAccounts.currency, input.currency),
            eq(cambixAccounts.purpose, input.purpose),
          ),
        );
      if (taken) throw duplicate();
      const [created] = await tx.insert(cambixAccounts).values(values).returning({ id: cambixAccounts.id });
      if (!created) throw new Error('cambix account not inserted');
      await refreshCollectionFlag(tx, bank.id);
      await recordAudit(tx, {
        actorId,
        action: 'cambix-account.create',
        targetType: 'cambix-account',
        targetId: created.id,
        after: values,
      });
      return created.id;
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw duplicate();
    throw error;
  }
  await forgetBankCatalogue(ctx);
  return cambixAccountOf(ctx.db, accountId);
}

/** Number, CCI, holder and whether it is in use; bank, currency and purpose stay. */
export async function updateCambixAccount(
  ctx: AppContext,
  actorId: number,
  accountId: number,
  input: CambixAccountChanges,
): Promise<CambixAccountSettings> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(cambixAccounts)
      .where(eq(cambixAccounts.id, accountId))
      .for('update');
    if (!current) throw new AppError('CAMBIX_ACCOUNT_NOT_FOUND');
    assertCciOfBank(input.cci, await bankFor(tx, current.bankId));
    const after = editable(input);
    await tx.update(cambixAccounts).set(after).where(eq(cambixAccounts.id, accountId));
    await refreshCollectionFlag(tx, current.bankId);
    await recordAudit(tx, {
      actorId,
      action: 'cambix-account.update',
      targetType: 'cambix-account',
      targetId: accountId,
      before: editable(current),
      after,
    });
  });
  await forgetBankCatalogue(ctx);
  return cambixAccountOf(ctx.db, accountId);
}
