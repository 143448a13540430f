import type { RoleName } from '../roles.ts';
import type { StaffModule } from '../staff-modules.ts';

/**
 * The accounts /dashboard/users-management manages: everyone but customers
 * (docs/rules/roles-and-modules.md#roles).
 */
export const MANAGED_ROLES = [
  'Administrador',
  'Colaborador',
  'Externo',
  'Usuario',
] as const satisfies readonly RoleName[];
export type ManagedRole = (typeof MANAGED_ROLES)[number];

/** Who may open users-management and user-permissions (docs/rules/roles-and-modules.md#who-may-open-what). */
export const ACCOUNT_MANAGER_ROLES = ['Administrador', 'Usuario'] as const satisfies readonly RoleName[];

/**
 * Where an account stands: invited (no password set yet), active, or deactivated (signs in no more,
 * every token revoked).
 */
export const STAFF_ACCOUNT_STATES = ['invited', 'active', 'inactive'] as const;
export type StaffAccountState = (typeof STAFF_ACCOUNT_STATES)[number];

/** The roles a manager may give, and so the accounts they may change: a Usuario never touches an Administrador. */
export function assignableRoles(manager: RoleName): readonly ManagedRole[] {
  if (manager === 'Administrador') return MANAGED_ROLES;
  if (manager === 'Usuario') return MANAGED_ROLES.filter((role) => role !== 'Administrador');
  return [];
}

export function canManageRole(manager: RoleName, target: RoleName): boolean {
  return (assignableRoles(manager) as readonly RoleName[]).includes(target);
}

/** Module permissions are granted per Colaborador; an Administrador has every module. */
export const PERMISSION_ROLES = ['Colaborador'] as const satisfies readonly RoleName[];

/** The Spanish name of each module in the permission matrix, in the sidebar's order. */
export const STAFF_MODULE_NAMES: Readonly<Record<StaffModule, string>> = {
  users: 'Clientes',
  pagos: 'Pagos',
  devoluciones: 'Devoluciones',
  ordenes: 'Órdenes e Inicio',
  links: 'Links de orden',
  promociones: 'Cupones',
  referidos: 'Referidos',
  balance: 'Balance',
  flujo: 'Movimientos',
  egreso: 'Egresos',
  resumen: 'Resumen',
  ajustes: 'Ajustes',
  'external-orders': 'Órdenes externas',
  terceros: 'Módulo terceros',
  cumplimiento: 'Cumplimiento',
  'datos-personales': 'Datos personales',
};
