import { authEndpoints } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { readLoginTime, readStoredToken, writeLoginTime, writeStoredToken } from '@/lib/storage-keys.ts';
import { applySession, logout, sessionGeneration, useSessionStore } from './session-store.ts';

/**
 * A tab without a session but with a stored token (a new tab) restores it with `POST /api/auth/me`
 * and keeps the refreshed token. A failed restore logs out (spec 4).
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
