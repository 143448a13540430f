import { effectivePermissions, type MyPermissions } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { readModuleGrants, type Principal } from '../../platform/http/access.ts';

/** The caller's modules with view and edit, as the access check reads them. */
export async function getMyPermissions(ctx: AppContext, principal: Principal): Promise<MyPermissions> {
  const grants = await readModuleGrants(ctx.db, principal);
  return { role: principal.role, modules: effectivePermissions(principal.role, grants) };
}
