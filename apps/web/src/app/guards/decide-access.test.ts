import type { RoleName } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../routes.ts';
import { decideAccess, type GuardSession } from './decide-access.ts';
import type { LinkResolution } from './order-link-state.ts';

const visitor: GuardSession = { isLoggedIn: false, role: null, userState: null, loading: false };
const as = (role: RoleName, userState: number | null = 0): GuardSession => ({
  isLoggedIn: true,
  role,
  userState,
  loading: false,
});
const decide = (path: string, session: GuardSession) => decideAccess(matchAppRoute(path).route, session);

describe('route guards (spec 4 and 5, domain.md 12)', () => {
  it('redirects / to /login', () => {
    expect(decide('/', visitor)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a visitor without a session from a protected route to /login', () => {
    expect(decide('/dashboard', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/userDashboard/cuentas', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/validateUser', visitor)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends a signed-in user on a route of another role to /login', () => {
    expect(decide('/dashboard/pagos', as('Cliente'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/userDashboard', as('Administrador'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/dashboard', as('Usuario'))).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/dashboard/users-management', as('Colaborador'))).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it.each([
    ['Cliente', '/userDashboard'],
    ['Administrador', '/dashboard'],
    ['Colaborador', '/dashboard'],
    ['Externo', '/externo/ordenes'],
    ['Usuario', '/dashboard/users-management'],
  ] as const)('sends a signed-in %s from the sign-in pages to %s', (role, landing) => {
    for (const path of ['/login', '/registro', '/registrarse', '/recuperar', '/restaurar']) {
      expect(decide(path, as(role))).toEqual({ kind: 'redirect', to: landing });
    }
  });

  it('lets visitors use the public pages', () => {
    for (const path of [
      '/login',
      '/registro',
      '/recuperar',
      '/restaurar',
      '/crear-orden',
      '/unauthorized',
      '/externo/ordenes',
      '/externo/finalizar-orden/AB12CD34',
      '/no-existe',
    ]) {
      expect(decide(path, visitor)).toEqual({ kind: 'render' });
    }
  });

  it('admits the allowed roles, role names compared case-insensitively', () => {
    expect(decide('/dashboard/modulo-terceros', as('Externo'))).toEqual({ kind: 'render' });
    expect(decide('/dashboard/users-management', as('Usuario'))).toEqual({ kind: 'render' });
    expect(decide('/dashboard/user-permissions/9', as('Administrador'))).toEqual({ kind: 'render' });
    expect(decide('/admin/referred-codes/ANA10', as('Colaborador'))).toEqual({ kind: 'render' });
    const lowerCase = { ...as('Administrador'), role: 'administrador' as RoleName };
    expect(decide('/dashboard', lowerCase)).toEqual({ kind: 'render' });
  });

  it('asks for the user state when it is unknown on a customer route', () => {
    expect(decide('/userDashboard', as('Cliente', null))).toEqual({ kind: 'load-user-state' });
    expect(decide('/validateUser', as('Cliente', null))).toEqual({ kind: 'load-user-state' });
  });

  it('sends a customer whose KYC step is not 0 to /validateUser, and a validated one away from it', () => {
    for (const state of [1, 2, 3]) {
      expect(decide('/userDashboard/nueva-orden', as('Cliente', state))).toEqual({
        kind: 'redirect',
        to: '/validateUser',
      });
      expect(decide('/userDashboard/edit-orden/X1', as('Cliente', state))).toEqual({
        kind: 'redirect',
        to: '/validateUser',
      });
      expect(decide('/validateUser', as('Cliente', state))).toEqual({ kind: 'render' });
    }
    expect(decide('/userDashboard/nueva-orden', as('Cliente', 0))).toEqual({ kind: 'render' });
    expect(decide('/validateUser', as('Cliente', 0))).toEqual({ kind: 'redirect', to: '/userDashboard' });
  });

  it('does not check the KYC step on staff routes', () => {
    expect(decide('/dashboard', as('Administrador', 2))).toEqual({ kind: 'render' });
  });

  it('waits while the session is being restored instead of redirecting', () => {
    const restoring = { ...visitor, loading: true };
    expect(decide('/dashboard', restoring)).toEqual({ kind: 'wait' });
    expect(decide('/login', restoring)).toEqual({ kind: 'wait' });
    expect(decide('/crear-orden', restoring)).toEqual({ kind: 'render' });
  });
});

describe('order-link routes (spec 5)', () => {
  const resolvedFor = (dni: string | null): LinkResolution => ({
    status: 'resolved',
    dni,
    link: { kind: 'new_order', expiresAt: '2026-11-22T15:00:00.000Z' },
  });
  const withLinks = (session: GuardSession, links: Record<string, LinkResolution>, dni: string | null) => ({
    ...session,
    dni,
    links,
  });
  const decideAt = (path: string, session: GuardSession) => {
    const { route, params } = matchAppRoute(path);
    return decideAccess(route, session, params);
  };

  it.each([
    ['/userDashboard/nueva-orden/AB12CD34', 'order'],
    ['/userDashboard/finalizar-orden/AB12CD34', 'order'],
    ['/userDashboard/edit-orden/AB12CD34', 'modification'],
  ] as const)('looks up the link of %s first, even for a visitor or another role', (path, lookup) => {
    for (const session of [visitor, as('Administrador'), as('Cliente'), as('Cliente', null)]) {
      expect(decideAt(path, session)).toEqual({ kind: 'resolve-link', lookup, code: 'AB12CD34' });
    }
  });

  it('treats the routes without a code as ordinary customer routes', () => {
    expect(decideAt('/userDashboard/nueva-orden', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decideAt('/userDashboard/edit-orden', as('Cliente'))).toEqual({ kind: 'render' });
  });

  it('waits while the session is restored, then while the link is looked up', () => {
    expect(decideAt('/userDashboard/nueva-orden/AB12CD34', { ...visitor, loading: true })).toEqual({
      kind: 'wait',
    });
    const resolving = withLinks(visitor, { 'order:AB12CD34': { status: 'resolving' } }, null);
    expect(decideAt('/userDashboard/nueva-orden/AB12CD34', resolving)).toEqual({ kind: 'wait' });
  });

  it('sends a link that could not be resolved (or whose customer could not be loaded) to /login', () => {
    const failed = withLinks(as('Cliente'), { 'modification:AB12CD34': { status: 'failed' } }, '40000001');
    expect(decideAt('/userDashboard/edit-orden/AB12CD34', failed)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });

  it('continues with the ordinary guards once the link signed its customer in', () => {
    const signedIn = withLinks(as('Cliente'), { 'order:AB12CD34': resolvedFor('40000002') }, '40000002');
    expect(decideAt('/userDashboard/finalizar-orden/ab12cd34', signedIn)).toEqual({ kind: 'render' });
    const notValidated = { ...signedIn, userState: 2 };
    expect(decideAt('/userDashboard/nueva-orden/AB12CD34', notValidated)).toEqual({
      kind: 'redirect',
      to: '/validateUser',
    });
  });

  it('looks again when someone else is signed in than the customer the link was resolved for', () => {
    const other = withLinks(as('Cliente'), { 'order:AB12CD34': resolvedFor('40000002') }, '40000001');
    expect(decideAt('/userDashboard/nueva-orden/AB12CD34', other)).toEqual({
      kind: 'resolve-link',
      lookup: 'order',
      code: 'AB12CD34',
    });
  });

  it('lets a link without a customer go on to the ordinary guards', () => {
    const anonymous = withLinks(visitor, { 'order:AB12CD34': resolvedFor(null) }, null);
    expect(decideAt('/userDashboard/nueva-orden/AB12CD34', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
  });
});
