import type { StaffAccount } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { setAccountState } from '../users/index.ts';
import { assertMayManage, findStaffAccount, roleOf, toStaffAccount } from './staff-account-view.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

/**
 * Back to ACTIVO: the person signs in again with their password (an account that never set one is invited
 * again, and gets a link through `sendPasswordLink`). Reactivating an account that is not inactive changes nothing.
 */
export async function reactivateStaffAccount(
  ctx: AppContext,
  caller: Principal,
  userId: number,
): Promise<StaffAccount> {
  await ctx.db.transaction(async (tx) => {
    const account = await findStaffAccount(tx, userId, { lock: true });
    assertMayManage(caller, roleOf(account));
    if (account.state !== 'inactive') return;
    await setAccountState(tx, userId, { accountStatus: 'ACTIVO' }, ctx.now());
    const after = await findStaffAccount(tx, userId);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'staff.reactivate',
      targetType: 'user',
      targetId: userId,
      before: { state: 'inactive' },
      after: { state: after.state },
    });
  });
  await forgetPrincipal(ctx, userId);
  return toStaffAccount(await findStaffAccount(ctx.db, userId), caller);
}
