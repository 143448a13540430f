import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../routes.ts';
import { STAFF_SCREEN_PARTS } from '../../screens/staff-screen-parts.ts';
import { screenEntries, STAFF_SCREENS } from '../../screens/staff-screens.ts';
import { modulesOf, ROLE_ONLY_ROUTES, ROUTE_MODULES, routeViewable } from './route-modules.ts';

describe('staff route modules (decision 056)', () => {
  it('names a module for every staff and cards route, except those that go by role alone', () => {
    const gated = APP_ROUTES.filter((route) => route.layout === 'staff' || route.layout === 'cards')
      .map((route) => route.path)
      .filter((path) => !ROLE_ONLY_ROUTES.includes(path));
    expect(gated.filter((path) => !(path in ROUTE_MODULES))).toEqual([]);
    expect(Object.keys(ROUTE_MODULES).filter((path) => !gated.includes(path))).toEqual([]);
  });

  it('opens each staff screen with the modules its feature declares (decision 140)', () => {
    for (const [id, part] of screenEntries(STAFF_SCREEN_PARTS)) {
      expect(modulesOf(STAFF_SCREENS[id].path), id).toEqual(part.modules);
    }
  });

  it('maps the sidebar items as issue 7 names them', () => {
    expect(modulesOf('/dashboard')).toEqual(['ordenes']);
    expect(modulesOf('/dashboard/users')).toEqual(['users']);
    expect(modulesOf('/dashboard/nuevo-balance')).toEqual(['balance']);
    expect(modulesOf('/dashboard/flujo')).toEqual(['flujo']);
    expect(modulesOf('/dashboard/promociones')).toEqual(['promociones']);
    expect(modulesOf('/dashboard/referreds')).toEqual(['referidos']);
    expect(modulesOf('/dashboard/modulo-terceros')).toEqual(['terceros']);
    expect(modulesOf('/dashboard/users-management')).toEqual([]);
  });

  it('opens the order detail with any of ordenes, pagos or devoluciones', () => {
    expect(routeViewable('/dashboard/orden/:idOrden', (module) => module === 'pagos')).toBe(true);
    expect(routeViewable('/dashboard/orden/:idOrden', (module) => module === 'users')).toBe(false);
    expect(routeViewable('/dashboard/pago/:idOrden', (module) => module === 'devoluciones')).toBe(false);
    expect(routeViewable('/dashboard/users-management', () => false)).toBe(true);
  });
});
