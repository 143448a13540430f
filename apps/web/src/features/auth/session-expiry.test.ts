import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../../test/fixtures.ts';
import { bootstrapSession } from './session-lifecycle.ts';
import { expireSessionIfDue, watchSessionExpiry } from './session-expiry.ts';
import { logout, selectIsLoggedIn, SESSION_TTL_MS, startSession, useSessionStore } from './session-store.ts';

const HOUR = 60 * 60 * 1000;
const start = new Date('2026-11-21T08:00:00-05:00').getTime();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(start);
});

afterEach(() => {
  vi.useRealTimers();
  logout();
});

const isLoggedIn = () => selectIsLoggedIn(useSessionStore.getState());

describe('session expiry: 6 hours after the login time (docs/rules/sessions.md#expiry)', () => {
  it('is six hours', () => {
    expect(SESSION_TTL_MS).toBe(6 * HOUR);
  });

  it('logs out when the timer reaches six hours, not a second before', () => {
    startSession(sessionFor('Administrador'));
    const stop = watchSessionExpiry();
    vi.advanceTimersByTime(6 * HOUR - 1_000);
    expect(isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('loginTime')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    stop();
  });

  it('counts from the first login, not from a later one', () => {
    startSession(sessionFor('Cliente'));
    vi.advanceTimersByTime(5 * HOUR);
    startSession(sessionFor('Cliente', { token: 'again' }));
    const stop = watchSessionExpiry();
    vi.advanceTimersByTime(HOUR);
    expect(isLoggedIn()).toBe(false);
    stop();
  });

  it('is checked on navigation (expireSessionIfDue) with the clock it is given', () => {
    startSession(sessionFor('Colaborador'));
    expect(expireSessionIfDue(start + 6 * HOUR - 1)).toBe(false);
    expect(isLoggedIn()).toBe(true);
    expect(expireSessionIfDue(start + 6 * HOUR)).toBe(true);
    expect(isLoggedIn()).toBe(false);
  });

  it('is checked when the tab opens: a stale session is logged out at start', () => {
    startSession(sessionFor('Externo'));
    vi.setSystemTime(start + 7 * HOUR);
    bootstrapSession();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('re-arms the timer for a session that starts after the watch began', () => {
    const stop = watchSessionExpiry();
    vi.advanceTimersByTime(2 * HOUR);
    startSession(sessionFor('Usuario'));
    vi.advanceTimersByTime(6 * HOUR - 1_000);
    expect(isLoggedIn()).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(isLoggedIn()).toBe(false);
    stop();
  });
});
