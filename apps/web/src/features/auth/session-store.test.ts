import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPreference, usePreferencesStore } from '@/lib/preferences-store.ts';
import { readStoredToken, STORAGE_KEYS } from '@/lib/storage-keys.ts';
import { sessionFor } from '../../../test/fixtures.ts';
import {
  logout,
  selectIsLoggedIn,
  selectRole,
  SESSION_TTL_MS,
  startSession,
  useSessionStore,
} from './session-store.ts';

afterEach(() => logout());

describe('session store (docs/rules/sessions.md)', () => {
  it('keeps user, token, banks and the KYC step; the token and login time go to localStorage', () => {
    const session = sessionFor('Cliente', { state: 1 });
    startSession(session, 1_000);
    const state = useSessionStore.getState();
    expect(state).toMatchObject({ user: session.user, token: session.token, banks: [], userState: 1 });
    expect(selectIsLoggedIn(state)).toBe(true);
    expect(selectRole(state)).toBe('Cliente');
    expect(localStorage.getItem('token')).toBe(session.token);
    expect(localStorage.getItem('loginTime')).toBe('1000');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.session) ?? '{}').state.token).toBe(session.token);
  });

  it('keeps the KYC data and the after-login flags, and logout clears them', () => {
    startSession(sessionFor('Cliente', { encuesta_respondida: false, mostrar_formulario: true }), 1_000);
    expect(useSessionStore.getState()).toMatchObject({
      date_birthday: '1992-03-08',
      gender: 'F',
      departamento: '15',
      provincia: '1501',
      distrito: '150122',
      direccion: 'Av. José Pardo 540, dpto. 302',
      ocupacion: 'Contadora',
      encuesta_respondida: false,
      mostrar_formulario: true,
      mostrar_formulario_obligatorio: false,
    });
    logout();
    expect(useSessionStore.getState()).toMatchObject({
      date_birthday: null,
      distrito: null,
      encuesta_respondida: false,
      mostrar_formulario: false,
    });
  });

  it('stores the first login time once', () => {
    startSession(sessionFor('Administrador'), 1_000);
    startSession(sessionFor('Administrador', { token: 'second' }), 5_000);
    expect(localStorage.getItem('loginTime')).toBe('1000');
  });

  it('replaces a login time left by an expired session', () => {
    localStorage.setItem('loginTime', '1000');
    startSession(sessionFor('Administrador'), 1_000 + SESSION_TTL_MS + 1);
    expect(localStorage.getItem('loginTime')).toBe(String(1_000 + SESSION_TTL_MS + 1));
  });

  it('strips a Bearer prefix when reading the stored token', () => {
    localStorage.setItem('token', 'Bearer abc.def');
    expect(readStoredToken()).toBe('abc.def');
  });

  it('logout clears user, token, banks and preferences and empties both storages', () => {
    startSession(sessionFor('Cliente'), 1_000);
    setPreference('/dashboard/users', 'pageSize', 50);
    localStorage.setItem(STORAGE_KEYS.sidebarSections, '{"operacion":false}');
    logout();
    expect(useSessionStore.getState()).toMatchObject({
      user: null,
      token: null,
      banks: [],
      userState: null,
      loading: false,
    });
    expect(selectIsLoggedIn(useSessionStore.getState())).toBe(false);
    expect(usePreferencesStore.getState().entries).toEqual({});
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a session ended in this tab (the guards send no ?next=)', () => {
  // A fresh module: no sign-out has happened in this "tab" yet.
  const freshStore = async () => {
    vi.resetModules();
    return import('./session-store.ts');
  };

  it('is none while the session runs, up to the millisecond before its six hours end', async () => {
    const store = await freshStore();
    localStorage.setItem('loginTime', '1000');
    expect(store.sessionEndedHere(1_000 + store.SESSION_TTL_MS - 1)).toBe(false);
    localStorage.removeItem('loginTime');
    expect(store.sessionEndedHere(5_000)).toBe(false);
  });

  it('is one once its six hours are over, even before this tab has ended it', async () => {
    const store = await freshStore();
    localStorage.setItem('loginTime', '1000');
    expect(store.sessionEndedHere(1_000 + store.SESSION_TTL_MS)).toBe(true);
  });

  it('is one after a sign-out here', async () => {
    const store = await freshStore();
    store.logout();
    expect(store.sessionEndedHere(5_000)).toBe(true);
  });
});
