import type { DeletedBankAccount } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { bankAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { BANK_ACCOUNT_USAGES, type BankAccountUsage } from './bank-account-usage.ts';
import { findBankAccount } from './list-bank-accounts.ts';
import { auditedAccount } from './save-bank-account.ts';

/**
 * `GET /api/deleteBankUser/{id}`: soft-deletes one of the caller's own accounts (another customer's is not
 * found), refused while anything in `usages` holds it (BANK_ACCOUNT_IN_USE).
 */
export async function deleteBankAccount(
  ctx: AppContext,
  principal: Principal,
  accountId: number,
  usages: readonly BankAccountUsage[] = BANK_ACCOUNT_USAGES,
): Promise<DeletedBankAccount> {
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: bankAccounts.id })
      .from(bankAccounts)
      .where(
        and(
          eq(bankAccounts.id, accountId),
          eq(bankAccounts.userId, principal.userId),
          isNull(bankAccounts.deletedAt),
        ),
      )
      .for('update');
    if (!account) throw new AppError('BANK_ACCOUNT_NOT_FOUND');
    for (const usage of usages) {
      if (await usage.isInUse(tx, accountId)) {
        ctx.log.info({ accountId, usage: usage.name }, 'bank account in use, not deleted');
        throw new AppError('BANK_ACCOUNT_IN_USE');
      }
    }
    const before = await findBankAccount(tx, accountId);
    await tx.update(bankAccounts).set({ deletedAt: ctx.now() }).where(eq(bankAccounts.id, accountId));
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'bank-account.delete',
      targetType: 'user',
      targetId: principal.userId,
      before: before ? auditedAccount(before) : null,
    });
    return { id: accountId };
  });
}
