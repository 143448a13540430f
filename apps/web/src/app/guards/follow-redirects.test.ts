import { describe, expect, it } from 'vitest';
import { matchAppRoute } from '../routes.ts';
import { decideAccess, type GuardSession } from './decide-access.ts';
import { followRedirects } from './follow-redirects.ts';

const signedIn = (role: GuardSession['role'], userState = 0): GuardSession => ({
  isLoggedIn: true,
  role,
  userState,
  loading: false,
  returnTo: null,
});

function decisionAt(path: string, session: GuardSession) {
  const { route, params } = matchAppRoute(path);
  return followRedirects(decideAccess(route, session, params), session);
}

describe('followRedirects', () => {
  it('sends a Cliente on a staff page straight to their landing page, never through /login (issue 34)', () => {
    const session = signedIn('Cliente');
    const { route } = matchAppRoute('/dashboard');
    expect(decideAccess(route, session)).toEqual({ kind: 'redirect', to: '/login' });
    expect(decisionAt('/dashboard', session)).toEqual({ kind: 'redirect', to: '/userDashboard' });
  });

  it('sends staff on a customer page straight to theirs', () => {
    expect(decisionAt('/userDashboard/ordenes', signedIn('Administrador'))).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    });
  });

  it('stops where the page renders: a visitor on a private page stays on /login with the way back', () => {
    const visitor: GuardSession = {
      isLoggedIn: false,
      role: null,
      userState: null,
      loading: false,
      returnTo: '/userDashboard/ordenes',
    };
    expect(decisionAt('/userDashboard/ordenes', visitor)).toEqual({
      kind: 'redirect',
      to: '/login?next=%2FuserDashboard%2Fordenes',
    });
  });

  it('stops at a hop that waits: a session still loading keeps the first redirect', () => {
    const loading = { ...signedIn('Cliente'), loading: true };
    const { route } = matchAppRoute('/dashboard');
    expect(followRedirects({ kind: 'redirect', to: '/login' }, loading)).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(route.auth).toBe(true);
  });
});
