import { canAccessModule, type StaffModule, type StaffPermissions } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { staffPermissions } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { readStaffPermissions } from './get-staff-permissions.ts';
import { assertMayManage, findStaffAccount, roleOf } from './staff-account-view.ts';

export interface Grant {
  canView: boolean;
  canEdit: boolean;
}

/**
 * Edit implies view, read against what is stored: unticking view clears edit; ticking edit ticks view.
 * So `{ canView: false, canEdit: true }` removes both from a module that was viewable and grants both otherwise.
 */
export function nextGrant(current: Grant, requested: Grant): Grant {
  const untickedView = current.canView && !requested.canView;
  const canEdit = requested.canEdit && !untickedView;
  return { canView: requested.canView || canEdit, canEdit };
}

/** One module of a Colaborador's matrix, saved at once (upsert) with its audit row; the access check reads it live. */
export async function setStaffPermission(
  ctx: AppContext,
  caller: Principal,
  input: { userId: number; module: StaffModule; grant: Grant },
): Promise<StaffPermissions> {
  const changed = await ctx.db.transaction(async (tx) => {
    const account = await findStaffAccount(tx, input.userId, { lock: true });
    const role = roleOf(account);
    if (role !== 'Colaborador') throw new AppError('STAFF_PERMISSIONS_NOT_APPLICABLE');
    assertMayManage(caller, role);

    const stored = await tx
      .select({
        module: staffPermissions.module,
        canView: staffPermissions.canView,
        canEdit: staffPermissions.canEdit,
      })
      .from(staffPermissions)
      .where(and(eq(staffPermissions.userId, input.userId), eq(staffPermissions.module, input.module)));
    const current = {
      canView: canAccessModule(role, stored, input.module, 'view'),
      canEdit: canAccessModule(role, stored, input.module, 'edit'),
    };
    const next = nextGrant(current, input.grant);
    if (next.canView === current.canView && next.canEdit === current.canEdit) return false;

    await tx
      .insert(staffPermissions)
      .values({ userId: input.userId, module: input.module, ...next })
      .onConflictDoUpdate({ target: [staffPermissions.userId, staffPermissions.module], set: next });
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'staff.permission',
      targetType: 'user',
      targetId: input.userId,
      before: { module: input.module, ...current },
      after: { module: input.module, ...next },
    });
    return true;
  });
  if (changed) ctx.events.publish({ type: 'user.permissions-changed', userId: input.userId });
  return readStaffPermissions(ctx.db, caller, input.userId);
}
