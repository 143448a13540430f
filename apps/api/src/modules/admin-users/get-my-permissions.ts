import { STAFF_MODULES } from '@cambix/contract';
import type { MyPermissions } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { staffPermissions } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';

/** The caller's modules with view and edit: Administrador all; a Colaborador what was granted (edit implies view). */
export async function getMyPermissions(ctx: AppContext, principal: Principal): Promise<MyPermissions> {
  if (principal.role === 'Administrador') {
    return {
      role: principal.role,
      modules: STAFF_MODULES.map((module) => ({ module, canView: true, canEdit: true })),
    };
  }
  const grants = await ctx.db
    .select()
    .from(staffPermissions)
    .where(eq(staffPermissions.userId, principal.userId));
  return {
    role: principal.role,
    modules: STAFF_MODULES.map((module) => {
      const grant = grants.find((row) => row.module === module);
      const canEdit = principal.role === 'Colaborador' && Boolean(grant?.canEdit);
      return {
        module,
        canView: canEdit || (principal.role === 'Colaborador' && Boolean(grant?.canView)),
        canEdit,
      };
    }),
  };
}
