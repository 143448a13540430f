import { onConsentRequired, onSessionRefused } from '@/lib/api-client.ts';
import { readStoredToken } from '@/lib/storage-keys.ts';
import { watchOtherTabs } from './cross-tab-sync.ts';
import { expireSessionIfDue, watchSessionExpiry } from './session-expiry.ts';
import { reloadUser, restoreSession } from './session-restore.ts';
import { forgetSession, useSessionStore } from './session-store.ts';

/** What a tab does with its session when it opens (docs/rules/sessions.md#other-tabs). */
export function bootstrapSession(now: number = Date.now()): void {
  if (expireSessionIfDue(now)) return;
  const stored = readStoredToken();
  const { user, token } = useSessionStore.getState();
  if (stored === null) {
    // Logged out elsewhere while this tab was away (that tab ended it on the server).
    if (user !== null || token !== null) forgetSession();
    return;
  }
  // A new tab (token but no session here), or another tab signed in as someone else meanwhile.
  if (user === null || token !== stored) void restoreSession();
}

/** Bootstraps the session and watches expiry and the other tabs; returns the cleanup. */
export function startSessionLifecycle(): () => void {
  bootstrapSession();
  const stopExpiry = watchSessionExpiry();
  const stopTabs = watchOtherTabs();
  // The server already ended it (from another device, or by a password change): only forget it here.
  const stopRefusals = onSessionRefused(forgetSession);
  // Held for texts this tab does not know are pending: the session says which, and the dialog opens.
  const stopConsents = onConsentRequired(() => {
    const token = readStoredToken();
    if (token && useSessionStore.getState().consentimientos_pendientes.length === 0) void reloadUser(token);
  });
  return () => {
    stopExpiry();
    stopTabs();
    stopRefusals();
    stopConsents();
  };
}
