import { isSecondFactorStaff, roleNameOf } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { recoveryCodes, secondFactors } from '../../platform/db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { findUserById } from '../auth/index.ts';

/** Deletes a person's second factors and recovery codes in the caller's transaction; answers what went. */
export async function removeSecondFactors(tx: Tx, userId: number) {
  const removed = await tx
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ id: secondFactors.id, kind: secondFactors.kind });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return removed;
}

/**
 * An Administrador removes another staff member's factors and recovery codes (a lost phone), audited with
 * what was removed; never their own (someone else must vouch for that).
 */
export async function resetStaffFactors(ctx: AppContext, actor: Principal, userId: number): Promise<void> {
  if (userId === actor.userId) throw new AppError('SECOND_FACTOR_OWN_RESET');
  const target = await findUserById(ctx.db, userId);
  const role = target && roleNameOf(target.roleId);
  if (!role || !isSecondFactorStaff(role)) throw new AppError('STAFF_ACCOUNT_NOT_FOUND');
  await ctx.db.transaction(async (tx) => {
    const removed = await removeSecondFactors(tx, userId);
    await recordAudit(tx, {
      actorId: actor.userId,
      action: 'second-factor.reset',
      targetType: 'user',
      targetId: userId,
      before: { factors: removed },
      after: { factors: [] },
    });
  });
}
