/** Modules a Colaborador is granted per user, each with view and edit (issue 7). */
export const STAFF_MODULES = [
  'users',
  'pagos',
  'devoluciones',
  'ordenes',
  'links',
  'promociones',
  'referidos',
  'balance',
  'flujo',
  'egreso',
  'resumen',
  'ajustes',
  'external-orders',
  'terceros',
  'cumplimiento',
  'datos-personales',
] as const;

export type StaffModule = (typeof STAFF_MODULES)[number];

export type ModuleAccess = 'view' | 'edit';

export interface ModulePermission {
  module: StaffModule;
  canView: boolean;
  canEdit: boolean;
}
