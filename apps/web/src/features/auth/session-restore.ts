import { authEndpoints } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { readLoginTime, readStoredToken, writeLoginTime, writeStoredToken } from '@/lib/storage-keys.ts';
import { endsSession, retryWhenReachable } from './session-call-failure.ts';
import { applySession, logout, sessionGeneration, useSessionStore } from './session-store.ts';

/**
 * A tab without a session but with a stored token (a new tab) restores it with `POST /api/auth/me`
 * and keeps the refreshed token. A restore the server refuses logs out (docs/rules/sessions.md#signing-in-and-out);
 * one that cannot reach it waits and tries again, the guards waiting meanwhile.
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
  } catch (error) {
    if (started !== sessionGeneration()) return;
    if (endsSession(error)) logout();
    else retryWhenReachable(() => void (started === sessionGeneration() && restoreSession()));
  }
}

let latestReload = 0;

/**
 * Another tab stored a new token: load its user with it. The refreshed token is not written back, or
 * each tab would answer the other's write with a write of its own. Unreached, it tries again.
 */
export async function reloadUser(token: string): Promise<void> {
  const started = sessionGeneration();
  const call = ++latestReload;
  try {
    const session = await apiCall(authEndpoints.me, { body: { token } });
    if (started !== sessionGeneration() || call !== latestReload) return;
    applySession(session, token);
  } catch (error) {
    if (started !== sessionGeneration() || call !== latestReload) return;
    if (endsSession(error)) logout();
    else retryWhenReachable(() => void (call === latestReload && reloadUser(token)));
  }
}

/**
 * Signs this tab in with a token handed over by an order link (docs/rules/route-guards.md#order-link-routes):
 * the user is fetched with it and, when that works, the token is stored for every tab like a login's. A
 * refusal logs out (docs/rules/api-and-errors.md#errors-a-person-sees); unreached, the tab stays as it was.
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
  } catch (error) {
    if (started === sessionGeneration() && endsSession(error)) logout();
    return false;
  }
}
