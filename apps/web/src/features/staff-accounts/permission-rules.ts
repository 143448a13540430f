import type { ModulePermissionUpdate, StaffModule, StaffPermissions } from '@cambix/contract';

/** A tick in the matrix: editing needs viewing, so ticking Editar ticks Ver and unticking Ver unticks Editar. */
export function toggleGrant(
  current: ModulePermissionUpdate,
  column: 'view' | 'edit',
  checked: boolean,
): ModulePermissionUpdate {
  if (column === 'edit') return { canView: checked || current.canView, canEdit: checked };
  return { canView: checked, canEdit: checked && current.canEdit };
}

/** The matrix with one module's grant replaced. */
export function withModule(
  permissions: StaffPermissions,
  module: StaffModule,
  grant: ModulePermissionUpdate,
): StaffPermissions {
  return {
    ...permissions,
    modules: permissions.modules.map((entry) =>
      entry.module === module ? { module, canView: grant.canView, canEdit: grant.canEdit } : entry,
    ),
  };
}
