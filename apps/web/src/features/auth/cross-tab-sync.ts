import { STORAGE_KEYS, stripBearer } from '@/lib/storage-keys.ts';
import { reloadUser } from './session-restore.ts';
import { forgetSession, useSessionStore } from './session-store.ts';

/**
 * Another tab changed the shared token (docs/rules/sessions.md#other-tabs): removed (or storage cleared)
 * signs this tab out; a new value loads the user it belongs to.
 */
export function handleStorageEvent(event: StorageEvent): void {
  if (event.storageArea !== null && event.storageArea !== localStorage) return;
  if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
  const token = event.key === null ? null : stripBearer(event.newValue);
  const current = useSessionStore.getState();
  if (token === null) {
    // The tab that logged out already ended the session on the server.
    if (current.user !== null || current.token !== null) forgetSession();
    return;
  }
  if (token !== current.token) void reloadUser(token);
}

export function watchOtherTabs(): () => void {
  window.addEventListener('storage', handleStorageEvent);
  return () => window.removeEventListener('storage', handleStorageEvent);
}
