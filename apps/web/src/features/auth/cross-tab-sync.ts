import { STORAGE_KEYS, stripBearer } from '@/lib/storage-keys.ts';
import { reloadUser } from './session-restore.ts';
import { logout, useSessionStore } from './session-store.ts';

/**
 * Another tab changed the shared token (spec 4): removed (or storage cleared) logs this tab out; a new
 * value loads the user it belongs to.
 */
export function handleStorageEvent(event: StorageEvent): void {
  if (event.storageArea !== null && event.storageArea !== localStorage) return;
  if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
  const token = event.key === null ? null : stripBearer(event.newValue);
  const current = useSessionStore.getState();
  if (token === null) {
    if (current.user !== null || current.token !== null) logout();
    return;
  }
  if (token !== current.token) void reloadUser(token);
}

export function watchOtherTabs(): () => void {
  window.addEventListener('storage', handleStorageEvent);
  return () => window.removeEventListener('storage', handleStorageEvent);
}
