import type { BankAccount } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { findBankAccount } from './list-bank-accounts.ts';
import { auditedAccount } from './save-bank-account.ts';

/**
 * `POST /api/user/bank-accounts/{id}/confirm` (decision 072): from their own session (never a link's), the
 * customer confirms an account added through an order link, which may then receive payouts. Confirming
 * one already confirmed changes nothing.
 */
export async function confirmBankAccount(
  ctx: AppContext,
  principal: Principal,
  accountId: number,
): Promise<BankAccount> {
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: bankAccounts.id, pendingSince: bankAccounts.pendingConfirmationSince })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.id, accountId),
          eq(bankAccounts.userId, principal.userId),
          isNull(bankAccounts.deletedAt),
        ),
      )
      .for('update');
    if (!current) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
    if (current.pendingSince !== null) {
      await tx
        .update(bankAccounts)
        .set({ pendingConfirmationSince: null })
        .where(eq(bankAccounts.id, accountId));
    }
    const account = await findBankAccount(tx, accountId);
    if (!account) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
    if (current.pendingSince !== null) {
      await recordAudit(tx, {
        actorId: principal.userId,
        action: 'bank-account.confirm',
        targetType: 'user',
        targetId: principal.userId,
        after: { ...auditedAccount(account), pendingSince: current.pendingSince.toISOString() },
      });
    }
    return account;
  });
}
