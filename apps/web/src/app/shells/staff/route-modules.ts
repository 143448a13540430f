// Which staff module each staff route belongs to: the sidebar and the page gate read it (decision 056).
// It lives with the staff shell, not in routes.ts, so the /login entry does not carry it.
import type { StaffModule } from '@cambix/contract';

/** Route pattern (as in routes.ts) → the modules that open it; any one of them is enough. */
export const ROUTE_MODULES: Readonly<Record<string, readonly StaffModule[]>> = {
  // Inicio and Tarjetas show order figures (decision 051).
  '/dashboard': ['ordenes'],
  '/dashboard/cards': ['ordenes'],
  '/dashboard/links-orden': ['links'],
  '/dashboard/users': ['users'],
  '/dashboard/user/userActive': ['users'],
  '/dashboard/user/:userId': ['users'],
  '/dashboard/user/:userId/old': ['users'],
  '/dashboard/ordenes-admin': ['ordenes'],
  // The order detail serves Pagos and Devoluciones too; the server admits any of the three.
  '/dashboard/orden/:idOrden': ['ordenes', 'pagos', 'devoluciones'],
  '/dashboard/external-orders': ['external-orders'],
  '/dashboard/pagos': ['pagos'],
  '/dashboard/pago/:idOrden': ['pagos'],
  '/dashboard/devoluciones': ['devoluciones'],
  '/dashboard/devolucion/:idOrden': ['devoluciones'],
  '/dashboard/promociones': ['promociones'],
  '/dashboard/promocion/:idPromocion': ['promociones'],
  '/dashboard/resumen': ['resumen'],
  '/dashboard/resumen-formated': ['resumen'],
  '/dashboard/ajustes': ['ajustes'],
  '/dashboard/nuevo-balance': ['balance'],
  '/dashboard/egreso': ['egreso'],
  '/dashboard/flujo': ['flujo'],
  '/dashboard/referreds': ['referidos'],
  '/admin/referred-codes/:code': ['referidos'],
  '/dashboard/modulo-terceros': ['terceros'],
};

/** Routes that go by role alone (spec 6: Administrador and Usuario). */
export const ROLE_ONLY_ROUTES: readonly string[] = [
  '/dashboard/users-management',
  '/dashboard/user-permissions/:userId?',
];

/** The modules that open a route; empty when no module gates it. */
export function modulesOf(routePath: string): readonly StaffModule[] {
  return ROUTE_MODULES[routePath] ?? [];
}

/** Whether a route is open to someone whose grants are `canView` (module permissions apply to them). */
export function routeViewable(routePath: string, canView: (module: StaffModule) => boolean): boolean {
  const modules = modulesOf(routePath);
  return modules.length === 0 || modules.some(canView);
}
