import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREA_PAGES } from './pages/area-pages.ts';
import { STAFF_PAGES } from './pages/staff-pages.ts';
import { ENTRY_PAGES } from './pages/entry-pages.ts';
import { paths } from './paths.ts';
import { APP_ROUTES, matchAppRoute } from './routes.ts';
import { isLightLayout } from './shell-modules.ts';

// Every path of spec section 2, with the shell it renders in.
const SPEC_PATHS: Record<string, string> = {
  '/': 'bare',
  '/login': 'auth',
  '/registro': 'auth',
  '/registrarse': 'auth',
  '/crear-orden': 'auth',
  '/recuperar': 'auth',
  '/restaurar': 'auth',
  '/unauthorized': 'auth',
  '/userDashboard': 'customer',
  '/userDashboard/nueva-orden': 'customer',
  '/userDashboard/nueva-orden/AB12CD34': 'customer',
  '/userDashboard/cuentas': 'customer',
  '/userDashboard/ordenes': 'customer',
  '/userDashboard/perfil': 'customer',
  '/userDashboard/mis-puntos': 'customer',
  '/userDashboard/alertas': 'customer',
  '/alertas': 'auth',
  '/validateUser': 'validate',
  '/userDashboard/edit-orden': 'free',
  '/userDashboard/edit-orden/AB12CD34': 'free',
  '/userDashboard/finalizar-orden/AB12CD34': 'free',
  '/dashboard': 'staff',
  '/dashboard/links-orden': 'staff',
  '/dashboard/users': 'staff',
  '/dashboard/user/7': 'staff',
  '/dashboard/user/7/old': 'staff',
  '/dashboard/user/userActive': 'staff',
  '/dashboard/ordenes-admin': 'staff',
  '/dashboard/external-orders': 'staff',
  '/dashboard/orden/5': 'staff',
  '/dashboard/pagos': 'staff',
  '/dashboard/pago/12': 'staff',
  '/dashboard/devoluciones': 'staff',
  '/dashboard/devolucion/12': 'staff',
  '/dashboard/promociones': 'staff',
  '/dashboard/promocion/3': 'staff',
  '/dashboard/resumen': 'staff',
  '/dashboard/resumen-formated': 'staff',
  '/dashboard/ajustes': 'staff',
  '/dashboard/nuevo-balance': 'staff',
  '/dashboard/egreso': 'staff',
  '/dashboard/flujo': 'staff',
  '/dashboard/referreds': 'staff',
  '/admin/referred-codes/ANA10': 'staff',
  '/dashboard/modulo-terceros': 'staff',
  '/dashboard/cards': 'cards',
  '/dashboard/users-management': 'staff',
  '/dashboard/user-permissions': 'staff',
  '/dashboard/user-permissions/9': 'staff',
  '/externo/ordenes': 'partner',
  '/externo/finalizar-orden/AB12CD34': 'free',
};

describe('route table', () => {
  it.each(Object.entries(SPEC_PATHS))('%s has its own route in the %s shell', (path, layout) => {
    const { route } = matchAppRoute(path);
    expect(route.path).not.toBe('*');
    expect(route.layout).toBe(layout);
    expect(route.title).not.toBe('');
  });

  it('prefers /dashboard/user/userActive over /dashboard/user/:userId', () => {
    expect(matchAppRoute('/dashboard/user/userActive').route.path).toBe('/dashboard/user/userActive');
    expect(matchAppRoute('/dashboard/user/42')).toMatchObject({
      route: { path: '/dashboard/user/:userId' },
      params: { userId: '42' },
    });
  });

  it('renders unknown paths on the Spanish not-found page of the auth shell', () => {
    const { route } = matchAppRoute('/no/existe');
    expect(route).toMatchObject({ path: '*', layout: 'auth', auth: false, title: 'Página no encontrada' });
  });

  it('titles /login "Iniciar sesión" and / "Tipo de cambio hoy", with its own document title', () => {
    expect(matchAppRoute('/login').route.title).toBe('Iniciar sesión');
    expect(matchAppRoute('/').route).toMatchObject({
      title: 'Tipo de cambio hoy',
      documentTitle: 'Cambix | Tipo de cambio hoy',
      guestOnly: true,
      auth: false,
    });
  });

  it('lets search engines list only the public pages, none robots.txt keeps them out of', () => {
    const robots = readFileSync(path.resolve(import.meta.dirname, '../../public/robots.txt'), 'utf8');
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((line) => line[1]!);
    expect(disallowed).toEqual(expect.arrayContaining(['/userDashboard', '/dashboard', '/externo', '/api/']));
    const listed = APP_ROUTES.filter((route) => route.indexable).map((route) => route.path);
    expect(listed.sort()).toEqual(
      [
        '/',
        '/crear-orden',
        '/login',
        '/privacidad',
        '/recuperar',
        '/registrarse',
        '/registro',
        '/terminos',
      ].sort(),
    );
    for (const route of APP_ROUTES) {
      if (route.auth || route.roles) expect(route.indexable, route.path).toBeFalsy();
      if (disallowed.some((prefix) => route.path.startsWith(prefix)))
        expect(route.indexable, route.path).toBeFalsy();
    }
  });

  it('passes /restaurar its token as a prop read from the query', () => {
    const { route, params } = matchAppRoute('/restaurar');
    expect(route.props?.({ params, search: new URLSearchParams('token=abc123') })).toEqual({
      token: 'abc123',
    });
  });

  it('guards the roles of docs/rules/roles-and-modules.md', () => {
    const roles = (path: string) => matchAppRoute(path).route.roles;
    expect(roles('/userDashboard/perfil')).toEqual(['Cliente']);
    expect(roles('/dashboard/pagos')).toEqual(['Administrador', 'Colaborador']);
    expect(roles('/dashboard/modulo-terceros')).toEqual(['Administrador', 'Colaborador', 'Externo']);
    expect(roles('/dashboard/users-management')).toEqual(['Administrador', 'Usuario']);
    expect(roles('/dashboard/user-permissions/3')).toEqual(['Administrador', 'Usuario']);
    expect(matchAppRoute('/externo/ordenes').route.auth).toBe(false);
    expect(matchAppRoute('/externo/finalizar-orden/X').route.auth).toBe(false);
    expect(matchAppRoute('/crear-orden').route.auth).toBe(false);
  });

  it('gives every route a page', () => {
    for (const route of APP_ROUTES) expect(Boolean(route.page), route.path).toBe(true);
  });

  it('keeps only the light pages (auth shell, landing) in the entry; staff pages load with the staff table, every other page with the area pages', () => {
    for (const route of APP_ROUTES) {
      if (!route.page) continue;
      const staff = route.layout === 'staff' || route.layout === 'cards';
      const registry = isLightLayout(route.layout) ? ENTRY_PAGES : staff ? STAFF_PAGES : AREA_PAGES;
      expect(Object.keys(registry), `${route.path} (${route.page})`).toContain(route.page);
    }
  });

  it('builds paths that land on the intended routes', () => {
    const cases: [string, string][] = [
      [paths.customer.newOrder(), '/userDashboard/nueva-orden/:codigo?'],
      [paths.customer.newOrder('AB 12'), '/userDashboard/nueva-orden/:codigo?'],
      [paths.staff.customer(7), '/dashboard/user/:userId'],
      [paths.staff.customerFile(7), '/dashboard/user/:userId/old'],
      [paths.staff.userPermissions(), '/dashboard/user-permissions/:userId?'],
      [paths.staff.referralCode('ANA10'), '/admin/referred-codes/:code'],
      [paths.partner.finalizeOrder('X1'), '/externo/finalizar-orden/:codigo'],
    ];
    for (const [path, pattern] of cases) expect(matchAppRoute(path).route.path).toBe(pattern);
    expect(paths.customer.newOrder('AB 12')).toBe('/userDashboard/nueva-orden/AB%2012');
    expect(paths.restore('t/1')).toBe('/restaurar?token=t%2F1');
  });
});
