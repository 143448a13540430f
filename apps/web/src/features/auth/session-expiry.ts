import { readLoginTime, readStoredToken } from '@/lib/storage-keys.ts';
import { isSessionExpired, logout, SESSION_TTL_MS, useSessionStore } from './session-store.ts';

/** Logs out when six hours have passed since the login time; tells whether it did. */
export function expireSessionIfDue(now: number = Date.now()): boolean {
  if (!isSessionExpired(readLoginTime(), now)) return false;
  const { user, token } = useSessionStore.getState();
  if (user === null && token === null && readStoredToken() === null) return false;
  logout();
  return true;
}

const MAX_TIMER_MS = 2 ** 31 - 1;

/** A timer set to the expiry moment (re-armed when the session changes) and a check when the tab shows again. */
export function watchSessionExpiry(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const loginTime = readLoginTime();
    if (loginTime === null) return;
    const delay = Math.min(Math.max(loginTime + SESSION_TTL_MS - Date.now(), 0), MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (!expireSessionIfDue()) arm();
    }, delay);
  };
  arm();
  const unsubscribe = useSessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) arm();
  });
  const onVisibility = () => {
    if (document.visibilityState === 'visible') expireSessionIfDue();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
