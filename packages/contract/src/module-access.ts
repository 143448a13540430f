// The one staff permission rule (decision 056): the server's access check, the permission endpoints and
// the web's sidebar and gate all ask it.
import type { RoleName } from './roles.ts';
import {
  STAFF_MODULES,
  type ModuleAccess,
  type ModulePermission,
  type StaffModule,
} from './staff-modules.ts';
import { PERMISSION_ROLES } from './staff-accounts/rules.ts';

/** Whether the role's modules come from its stored grants, so a caller need read them only then. */
export function isGrantedPerModule(role: RoleName | null): boolean {
  return (PERMISSION_ROLES as readonly (RoleName | null)[]).includes(role);
}

/**
 * The Administrador has every module; a Colaborador what was granted, edit implying view; anyone else
 * none. `grants` are the person's stored rows (ignored for a role not granted per module).
 */
export function canAccessModule(
  role: RoleName | null,
  grants: readonly ModulePermission[],
  module: StaffModule,
  action: ModuleAccess,
): boolean {
  if (role === 'Administrador') return true;
  if (!isGrantedPerModule(role)) return false;
  const grant = grants.find((entry) => entry.module === module);
  if (!grant) return false;
  return action === 'edit' ? grant.canEdit : grant.canView || grant.canEdit;
}

/** Every module with what the person may do in it: the matrix the permission endpoints answer. */
export function effectivePermissions(
  role: RoleName | null,
  grants: readonly ModulePermission[],
): ModulePermission[] {
  return STAFF_MODULES.map((module) => ({
    module,
    // Stryker disable next-line StringLiteral: canAccessModule reads every action but 'edit' as view
    canView: canAccessModule(role, grants, module, 'view'),
    canEdit: canAccessModule(role, grants, module, 'edit'),
  }));
}
