import { authEndpoints } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { readLoginTime, readStoredToken, writeLoginTime, writeStoredToken } from '@/lib/storage-keys.ts';
import { applySession, logout, sessionGeneration, useSessionStore } from './session-store.ts';

/**
 * A tab without a session but with a stored token (a new tab) restores it with `POST /api/auth/me`
 * and keeps the refreshed token. A failed restore logs out (docs/rules/sessions.md#signing-in-and-out).
 */
export async function restoreSession(): Promise<void> {
  const token = readStoredToken();
  if (!token) return;
  const started = sessionGeneration();
  useSessionStore.setState({ loading: true });
  try {
    const session = await apiCall(authEndpoints.me, { body: { token } });
    if (started !== sessionGeneration()) return;
    writeStoredToken(session.token);
    if (readLoginTime() === null) writeLoginTime(Date.now());
    applySession(session, session.token);
  } catch {
    if (started === sessionGeneration()) logout();
  }
}

let latestReload = 0;

/**
 * Another tab stored a new token: load its user with it. The refreshed token is not written back, or
 * each tab would answer the other's write with a write of its own.
 */
export async function reloadUser(token: string): Promise<void> {
  const started = sessionGeneration();
  const call = ++latestReload;
  try {
    const session = await apiCall(authEndpoints.me, { body: { token } });
    if (started !== sessionGeneration() || call !== latestReload) return;
    applySession(session, token);
  } catch {
    if (started === sessionGeneration() && call === latestReload) logout();
  }
}

/**
 * Signs this tab in with a token handed over by an order link (docs/rules/route-guards.md#order-link-routes):
 * the user is fetched with it and, when that works, the token is stored for every tab like a login's. A
 * failure logs out (docs/rules/api-and-errors.md#errors-a-person-sees).
 */
export async function signInWithToken(token: string, now: number = Date.now()): Promise<boolean> {
  const started = sessionGeneration();
  try {
    const session = await apiCall(authEndpoints.me, { body: { token } });
    if (started !== sessionGeneration()) return false;
    writeStoredToken(session.token);
    // Another person's session starts here: the six hours count from now (docs/rules/sessions.md#expiry).
    writeLoginTime(now);
    applySession(session, session.token);
    return true;
  } catch {
    if (started === sessionGeneration()) logout();
    return false;
  }
}
