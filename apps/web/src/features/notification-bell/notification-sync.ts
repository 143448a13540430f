import { NOTIFIED_ROLE_IDS, type RoleId } from '@cambix/contract';
import { useSessionStore, type SessionState } from '@/features/auth';
import { onConnected, onServerEvent } from '@/features/realtime';
import { listNotifications } from './api/list-notifications.ts';
import { showModal } from '@/features/notifications';
import {
  addNotification,
  applyNotificationList,
  applyNotificationResolved,
  applyNotificationState,
  resetNotifications,
  useNotificationStore,
} from './notification-store.ts';

const receivesNotifications = (state: SessionState): boolean =>
  state.token !== null && state.user !== null && NOTIFIED_ROLE_IDS.includes(state.user.rol.id as RoleId);

let stop: (() => void) | null = null;
/** Bumped by every reset, so an answer that belongs to an earlier session (or list) is dropped. */
let generation = 0;
let loading: Promise<void> | null = null;
let catchUpAfterLoad = false;

async function fetchInto(since: string | null): Promise<void> {
  const started = generation;
  try {
    const list = await listNotifications(since);
    if (started === generation) applyNotificationList(list, { replace: since === null });
  } catch {
    // docs/rules/api-and-errors.md#errors-a-person-sees: a failed fetch shows nothing; the next
    // (re)connection tries again.
  }
}

/** A full load: what the bell shows after login, a new token or `notification:reload`. */
function load(): void {
  if (!receivesNotifications(useSessionStore.getState())) return;
  const current = fetchInto(null).finally(() => {
    if (loading !== current) return;
    loading = null;
    if (catchUpAfterLoad) {
      catchUpAfterLoad = false;
      catchUp();
    }
  });
  loading = current;
}

/** After a (re)connection: what arrived while the socket was down, from `lastSeenAt` on. */
function catchUp(): void {
  if (!receivesNotifications(useSessionStore.getState())) return;
  if (loading) {
    catchUpAfterLoad = true;
    return;
  }
  const since = useNotificationStore.getState().lastSeenAt;
  if (since === null) load();
  else void fetchInto(since);
}

function reset(): void {
  generation += 1;
  loading = null;
  catchUpAfterLoad = false;
  resetNotifications();
}

/** `notification:reload` and a new token: start over. */
export function reloadNotifications(): void {
  reset();
  load();
}

/**
 * docs/rules/notifications.md#events-on-the-socket: for id_rol 1 and 3, bootstraps the bell and keeps it in
 * step with the socket and the session; a removed token (logout, another tab) resets it, a new one reloads
 * it. Safe to call more than once.
 */
export function startNotifications(): void {
  if (stop) {
    // A bell mounted again after an earlier session in this tab: load if nothing is (being) loaded.
    if (!loading && !useNotificationStore.getState().loaded) load();
    return;
  }
  const stops = [
    onServerEvent('notification:new', (notification) => void addNotification(notification)),
    onServerEvent('notification:state', (state) => applyNotificationState(state)),
    onServerEvent('notification:resolved', (resolved) => applyNotificationResolved(resolved)),
    onServerEvent('notification:reload', () => reloadNotifications()),
    onServerEvent('notification:modal', (modal) => void showModal(modal)),
    onConnected(catchUp),
    useSessionStore.subscribe((state, previous) => {
      if (state.token === previous.token && receivesNotifications(previous) === receivesNotifications(state))
        return;
      reset();
      load();
    }),
  ];
  stop = () => {
    for (const stopOne of stops) stopOne();
  };
  load();
}

/** Stops listening and forgets everything (tests). */
export function stopNotifications(): void {
  stop?.();
  stop = null;
  reset();
}
