import type { RecoveryCodeSet } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { recordAudit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { factorsOf } from './factors.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';

/**
 * `POST /api/second-factor/recovery-codes` (the route asks the second factor again first): a new set, shown
 * once, in place of every earlier code. Without a factor there is nothing for codes to stand in for.
 */
export async function renewRecoveryCodes(ctx: AppContext, principal: Principal): Promise<RecoveryCodeSet> {
  return ctx.db.transaction(async (tx) => {
    if ((await factorsOf(tx, principal.userId)).length === 0) throw new AppError('SECOND_FACTOR_NONE');
    const recoveryCodes = await issueRecoveryCodes(tx, principal.userId);
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'second-factor.recovery-codes-renewed',
      targetType: 'user',
      targetId: principal.userId,
    });
    return { recoveryCodes };
  });
}
