import { STAFF_MODULES, type StaffPermissions } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { staffPermissions } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { findStaffAccount, roleOf, toStaffAccount } from './staff-account-view.ts';

/** The matrix as the server's access check reads it: Administrador all, Colaborador the grants (edit implies view), others none. */
export async function readStaffPermissions(
  db: Queryable,
  caller: Principal,
  userId: number,
): Promise<StaffPermissions> {
  const account = await findStaffAccount(db, userId);
  const role = roleOf(account);
  const grants =
    role === 'Colaborador'
      ? await db.select().from(staffPermissions).where(eq(staffPermissions.userId, userId))
      : [];
  return {
    account: toStaffAccount(account, caller),
    modules: STAFF_MODULES.map((module) => {
      if (role === 'Administrador') return { module, canView: true, canEdit: true };
      const grant = grants.find((row) => row.module === module);
      const canEdit = Boolean(grant?.canEdit);
      return { module, canView: canEdit || Boolean(grant?.canView), canEdit };
    }),
  };
}

export function getStaffPermissions(ctx: AppContext, caller: Principal, userId: number) {
  return readStaffPermissions(ctx.db, caller, userId);
}
