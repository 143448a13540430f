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

describe('route guards (docs/rules/route-guards.md)', () => {
  it('shows a visitor the landing on / (decision 181)', () => {
    expect(decide('/', visitor)).toEqual({ kind: 'render' });
  });

  it('sends a visitor without a session from a protected route to /login', () => {
    expect(decide('/dashboard', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/userDashboard/cuentas', visitor)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/validateUser', visitor)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('brings a visitor who arrived on a protected route back to it after signing in, not after a sign-out', () => {
    const arrived = { ...visitor, returnTo: '/userDashboard/ordenes?orden=ABCD2345' };
    expect(decide('/userDashboard/ordenes', arrived)).toEqual({
      kind: 'redirect',
      to: '/login?next=%2FuserDashboard%2Fordenes%3Forden%3DABCD2345',
    });
    expect(decide('/userDashboard/ordenes', { ...visitor, returnTo: null })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    const signedIn = { ...as('Administrador'), returnTo: '/userDashboard/ordenes' };
    expect(decide('/userDashboard/ordenes', signedIn)).toEqual({ kind: 'redirect', to: '/login' });
    expect(
      decideAccess(
        matchAppRoute('/login').route,
        as('Cliente'),
        {},
        '?next=%2FuserDashboard%2Fordenes%3Forden%3DABCD2345',
      ),
    ).toEqual({ kind: 'redirect', to: '/userDashboard/ordenes?orden=ABCD2345' });
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
    for (const path of ['/', '/login', '/registro', '/registrarse', '/recuperar', '/restaurar']) {
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

describe('order-link routes (docs/rules/route-guards.md#order-link-routes)', () => {
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

  it('says why a link does not open, to the signed-in customer and to a visitor alike', () => {
    for (const reason of ['not-found', 'expired', 'used'] as const) {
      const failed = { 'modification:AB12CD34': { status: 'failed', reason } } as const;
      for (const [session, dni] of [
        [as('Cliente'), '40000001'],
        [visitor, null],
      ] as const) {
        expect(decideAt('/userDashboard/edit-orden/AB12CD34', withLinks(session, failed, dni))).toEqual({
          kind: 'dead-link',
          lookup: 'modification',
          reason,
        });
      }
    }
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

  it('asks whoever is not the link’s customer for the proof first: a visitor, staff, another customer', () => {
    const link = { kind: 'modification' as const, expiresAt: '2026-11-22T15:00:00.000Z' };
    const toProve = (dni: string | null): LinkResolution => ({ status: 'needs-proof', dni, link });
    const proveHere = { kind: 'prove-link', lookup: 'modification', code: 'AB12CD34' };
    const path = '/userDashboard/edit-orden/AB12CD34';
    expect(decideAt(path, withLinks(visitor, { 'modification:AB12CD34': toProve(null) }, null))).toEqual(
      proveHere,
    );
    const staff = withLinks(
      as('Administrador'),
      { 'modification:AB12CD34': toProve('10000001') },
      '10000001',
    );
    expect(decideAt(path, staff)).toEqual(proveHere);
    // Signed in since (the proof step's "Iniciar sesión"): look the link up again with that session.
    const signedInSince = withLinks(as('Cliente'), { 'modification:AB12CD34': toProve(null) }, '40000001');
    expect(decideAt(path, signedInSince)).toEqual({
      kind: 'resolve-link',
      lookup: 'modification',
      code: 'AB12CD34',
    });
  });
});

describe('a session bound to an order link (decision 073)', () => {
  const bound = (kind: 'new_order' | 'finalize' | 'modification', userState = 0): GuardSession => ({
    ...as('Cliente', userState),
    dni: '40000001',
    link: { kind, code: 'AB12CD34' },
  });
  const decideAt = (path: string, session: GuardSession) => {
    const { route, params } = matchAppRoute(path);
    return decideAccess(route, session, params);
  };

  it.each([
    ['new_order', '/userDashboard/nueva-orden/AB12CD34'],
    ['finalize', '/userDashboard/finalizar-orden/AB12CD34'],
    ['modification', '/userDashboard/edit-orden/AB12CD34'],
  ] as const)('keeps a %s link’s session on %s', (kind, own) => {
    for (const path of [
      '/userDashboard',
      '/userDashboard/ordenes',
      '/userDashboard/cuentas',
      '/userDashboard/perfil',
      '/userDashboard/nueva-orden',
      '/validateUser',
      '/dashboard',
      '/login',
      '/registro',
    ]) {
      if (path !== own)
        expect([path, decideAt(path, bound(kind))]).toEqual([path, { kind: 'redirect', to: own }]);
    }
    expect(decideAt('/crear-orden', bound(kind))).toEqual({ kind: 'render' });
    // Another link is looked up (and proved) on its own.
    expect(decideAt('/userDashboard/edit-orden/ZZ99ZZ99', bound(kind))).toMatchObject({
      kind: 'resolve-link',
      code: 'ZZ99ZZ99',
    });
  });

  it('opens its own link’s page whatever the KYC step: the server decides what it may do there', () => {
    const link = { kind: 'new_order' as const, expiresAt: '2026-11-22T15:00:00.000Z' };
    const session: GuardSession = {
      ...bound('new_order', 2),
      links: { 'order:AB12CD34': { status: 'resolved', dni: '40000001', link } },
    };
    expect(decideAt('/userDashboard/nueva-orden/ab12cd34', session)).toEqual({ kind: 'render' });
  });
});

describe('the sign-in pages’ return path (decision 073)', () => {
  const decideWith = (search: string, session: GuardSession) =>
    decideAccess(matchAppRoute('/login').route, session, {}, search);

  it('sends a signed-in user back to a path of this app', () => {
    expect(decideWith('?next=%2FuserDashboard%2Fedit-orden%2FAB12CD34', as('Cliente'))).toEqual({
      kind: 'redirect',
      to: '/userDashboard/edit-orden/AB12CD34',
    });
    expect(decideWith('?next=/userDashboard/nueva-orden/AB12CD34', visitor)).toEqual({ kind: 'render' });
  });

  it('ignores any other place, a sign-in page or an unknown path, and goes to the landing page', () => {
    for (const next of [
      'https://evil.example/userDashboard',
      '//evil.example/userDashboard',
      '/\\evil.example',
      'javascript:alert(1)',
      '/registro',
      '/login?next=/dashboard',
      '/no-existe',
      '',
    ]) {
      expect([next, decideWith(`?next=${encodeURIComponent(next)}`, as('Cliente'))]).toEqual([
        next,
        { kind: 'redirect', to: '/userDashboard' },
      ]);
    }
  });
});
