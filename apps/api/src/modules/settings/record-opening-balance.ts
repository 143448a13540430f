import type { CambixAccountSettings } from '@cambix/contract';
import type { openingBalanceInput } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { cambixAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';
import { cambixAccountOf } from './cambix-account-settings.ts';

export type OpeningBalance = z.output<typeof openingBalanceInput>;

export const OPENING_CONCEPT = 'Saldo inicial';

/**
 * The account's opening balance: an ingreso row of kind `opening`, once per account (a partial unique
 * index holds that even for two requests racing). A mistake is corrected by a new movement, never here.
 */
export async function recordOpeningBalance(
  ctx: AppContext,
  actorId: number,
  accountId: number,
  input: OpeningBalance,
): Promise<CambixAccountSettings> {
  if (parseMoney(input.amount) <= 0n) {
    throw refuse([problem('amount', 'VALIDATION_FAILED', 'El saldo inicial debe ser mayor que 0.')]);
  }
  try {
    await ctx.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ id: cambixAccounts.id })
        .from(cambixAccounts)
        .where(eq(cambixAccounts.id, accountId));
      if (!account) throw new AppError('CAMBIX_ACCOUNT_NOT_FOUND');
      const [existing] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.cambixAccountId, accountId), eq(ledgerEntries.kind, 'opening')));
      if (existing) throw new AppError('OPENING_BALANCE_EXISTS');
      const row = await recordLedgerEntry(tx, {
        cambixAccountId: accountId,
        direction: 'ingreso',
        amount: input.amount,
        kind: 'opening',
        concept: OPENING_CONCEPT,
        note: input.note || null,
        actorId,
        createdAt: ctx.now(),
      });
      await recordAudit(tx, {
        actorId,
        action: 'cambix-account.opening-balance',
        targetType: 'cambix-account',
        targetId: accountId,
        after: { ledgerEntryId: row.id, amount: row.amount, note: row.note },
      });
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw new AppError('OPENING_BALANCE_EXISTS');
    throw error;
  }
  return cambixAccountOf(ctx.db, accountId);
}
