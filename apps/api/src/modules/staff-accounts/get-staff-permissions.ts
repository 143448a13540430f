import { effectivePermissions, type StaffPermissions } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { readModuleGrants, type Principal } from '../../platform/http/access.ts';
import { findStaffAccount, roleOf, toStaffAccount } from './staff-account-view.ts';

/** The matrix as the server's access check reads it. */
export async function readStaffPermissions(
  db: Queryable,
  caller: Principal,
  userId: number,
): Promise<StaffPermissions> {
  const account = await findStaffAccount(db, userId);
  const role = roleOf(account);
  const grants = await readModuleGrants(db, { userId, role });
  return { account: toStaffAccount(account, caller), modules: effectivePermissions(role, grants) };
}

export function getStaffPermissions(ctx: AppContext, caller: Principal, userId: number) {
  return readStaffPermissions(ctx.db, caller, userId);
}
