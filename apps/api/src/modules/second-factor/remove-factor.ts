import type { SecondFactorStatus } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { recoveryCodes, secondFactors } from '../../platform/db/schema/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { factorsOf, secondFactorStatus } from './factors.ts';

/** Removes one of the caller's own factors (the route asks the second factor again first). */
export async function removeOwnFactor(
  ctx: AppContext,
  principal: Principal,
  factorId: number,
): Promise<SecondFactorStatus> {
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.id, factorId), eq(secondFactors.userId, principal.userId)))
      .returning({ kind: secondFactors.kind });
    if (removed.length === 0) throw new AppError('SECOND_FACTOR_NOT_FOUND');
    // With no factor left, recovery codes would be a way in that nothing else guards.
    if ((await factorsOf(tx, principal.userId)).length === 0) {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, principal.userId));
    }
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'second-factor.remove',
      targetType: 'user',
      targetId: principal.userId,
      before: { factorId, kind: removed[0]?.kind },
    });
  });
  return secondFactorStatus(ctx, principal);
}
