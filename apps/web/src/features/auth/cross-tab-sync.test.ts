import { authEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { watchOtherTabs } from './cross-tab-sync.ts';
import { bootstrapSession } from './session-lifecycle.ts';
import { logout, selectIsLoggedIn, startSession, useSessionStore } from './session-store.ts';
import { mockEndpoint, networkFailure, refuse } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();
let stop = () => {};

afterEach(() => {
  stop();
  logout();
});

/** What the browser fires in this tab when another tab changes localStorage. */
function otherTabSets(key: string | null, newValue: string | null) {
  if (key && newValue !== null) localStorage.setItem(key, newValue);
  else if (key) localStorage.removeItem(key);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
}

describe('another tab changes the token (docs/rules/sessions.md#other-tabs)', () => {
  it('logs this tab out when the token is removed', () => {
    startSession(sessionFor('Administrador'));
    stop = watchOtherTabs();
    otherTabSets('token', null);
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });

  it('logs this tab out when the other tab clears the storage', () => {
    startSession(sessionFor('Cliente'));
    stop = watchOtherTabs();
    otherTabSets(null, null);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('reloads the user with a new token, without writing a token back', async () => {
    startSession(sessionFor('Administrador', { token: 'old' }));
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(authEndpoints.me, async ({ request }) => {
        bodies.push(await request.json());
        expect(request.headers.get('authorization')).toBe('Bearer new');
        return sessionFor('Colaborador', { token: 'refreshed' });
      }),
    );
    stop = watchOtherTabs();
    otherTabSets('token', 'new');
    await vi.waitFor(() => expect(useSessionStore.getState().user?.rol.name).toBe('Colaborador'));
    expect(bodies).toEqual([{ token: 'new' }]);
    expect(useSessionStore.getState().token).toBe('new');
    expect(localStorage.getItem('token')).toBe('new');
  });

  it('logs out when the new token does not restore a session', async () => {
    startSession(sessionFor('Cliente', { token: 'old' }));
    server.use(
      mockEndpoint(authEndpoints.me, () => refuse('AUTH_TOKEN_INVALID', 'Tu sesión ya no es válida.', 401)),
    );
    stop = watchOtherTabs();
    otherTabSets('token', 'broken');
    await vi.waitFor(() => expect(useSessionStore.getState().user).toBeNull());
  });

  it('keeps this tab signed in when the new token cannot be checked for want of a connection, and checks it once back online', async () => {
    startSession(sessionFor('Administrador', { token: 'old' }));
    let calls = 0;
    server.use(
      mockEndpoint(authEndpoints.me, () => {
        calls += 1;
        return calls === 1 ? networkFailure() : sessionFor('Colaborador', { token: 'refreshed' });
      }),
    );
    stop = watchOtherTabs();
    otherTabSets('token', 'new');
    await vi.waitFor(() => expect(calls).toBe(1));
    expect(useSessionStore.getState().user?.rol.name).toBe('Administrador');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSessionStore.getState().user?.rol.name).toBe('Colaborador'));
    expect(useSessionStore.getState().token).toBe('new');
  });

  it('ignores changes to other keys', () => {
    startSession(sessionFor('Administrador'));
    stop = watchOtherTabs();
    otherTabSets('cambix.sidebar.sections', '{}');
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(true);
  });
});

describe('a new tab (docs/rules/sessions.md#other-tabs)', () => {
  it('restores the session with me when there is a token but no session, and keeps the refreshed token', async () => {
    localStorage.setItem('token', 'Bearer stored');
    localStorage.setItem('loginTime', String(Date.now()));
    server.use(
      mockEndpoint(authEndpoints.me, async ({ request }) => {
        expect(await request.json()).toEqual({ token: 'stored' });
        return sessionFor('Externo', { token: 'refreshed' });
      }),
    );
    bootstrapSession();
    expect(useSessionStore.getState().loading).toBe(true);
    await vi.waitFor(() => expect(useSessionStore.getState().loading).toBe(false));
    expect(useSessionStore.getState()).toMatchObject({
      token: 'refreshed',
      user: { rol: { name: 'Externo' } },
    });
    expect(localStorage.getItem('token')).toBe('refreshed');
  });

  it('logs out when the restore fails', async () => {
    localStorage.setItem('token', 'expired');
    localStorage.setItem('loginTime', String(Date.now()));
    server.use(
      mockEndpoint(authEndpoints.me, () => refuse('AUTH_SESSION_EXPIRED', 'Tu sesión expiró.', 401)),
    );
    bootstrapSession();
    await vi.waitFor(() => expect(useSessionStore.getState().loading).toBe(false));
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('waits and restores once back online when the restore cannot reach the server, keeping the stored token', async () => {
    localStorage.setItem('token', 'Bearer stored');
    localStorage.setItem('loginTime', String(Date.now()));
    let calls = 0;
    server.use(
      mockEndpoint(authEndpoints.me, () => {
        calls += 1;
        return calls === 1 ? networkFailure() : sessionFor('Cliente', { token: 'refreshed' });
      }),
    );
    bootstrapSession();
    await vi.waitFor(() => expect(calls).toBe(1));
    // The guards keep waiting, and the other tabs keep the session: nothing was cleared.
    expect(useSessionStore.getState().loading).toBe(true);
    expect(localStorage.getItem('token')).toBe('Bearer stored');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(useSessionStore.getState().loading).toBe(false));
    expect(useSessionStore.getState()).toMatchObject({
      token: 'refreshed',
      user: { rol: { name: 'Cliente' } },
    });
  });
});
