import type { StaffAccount } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { endResetTokens } from '../auth/index.ts';
import { setAccountState } from '../users/index.ts';
import { assertAdministratorRemains, lockActiveAdministrators } from './last-administrator.ts';
import { assertMayManage, findStaffAccount, roleOf, toStaffAccount } from './staff-account-view.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

/**
 * The person signs in no more: BLOQUEADO, every token revoked, unused password links ended, and after the
 * commit every open socket of theirs ends on every instance. Deactivating an inactive account changes nothing.
 */
export async function deactivateStaffAccount(
  ctx: AppContext,
  caller: Principal,
  userId: number,
): Promise<StaffAccount> {
  const changed = await ctx.db.transaction(async (tx) => {
    const administrators = await lockActiveAdministrators(tx);
    const account = await findStaffAccount(tx, userId, { lock: true });
    const role = roleOf(account);
    assertMayManage(caller, role);
    if (account.id === caller.userId) throw new AppError('STAFF_SELF_CHANGE');
    if (account.state === 'inactive') return false;
    if (role === 'Administrador') assertAdministratorRemains(administrators, account.id);

    const now = ctx.now();
    await setAccountState(tx, userId, { accountStatus: 'BLOQUEADO' }, now);
    await endSessions(tx, userId, now);
    await endResetTokens(tx, userId, now);
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'staff.deactivate',
      targetType: 'user',
      targetId: userId,
      before: { state: account.state },
      after: { state: 'inactive' },
    });
    return true;
  });

  if (changed) await forgetPrincipal(ctx, userId);
  if (changed) ctx.events.publish({ type: 'user.sessions-revoked', userId });
  return toStaffAccount(await findStaffAccount(ctx.db, userId), caller);
}
