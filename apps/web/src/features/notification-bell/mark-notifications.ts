import { markAllNotificationsRead } from './api/mark-all-notifications-read.ts';
import { markNotificationRead } from './api/mark-notification-read.ts';
import { markNotificationUnread } from './api/mark-notification-unread.ts';
import { applyNotificationState, setReadLocally, useNotificationStore } from './notification-store.ts';

// Read state changes show at once and are put back if the server refuses
// (docs/rules/api-and-errors.md#errors-a-person-sees: nothing else is shown).
async function optimistically(
  uuids: string[],
  read: boolean,
  call: () => Promise<unknown>,
): Promise<boolean> {
  const changed = setReadLocally(uuids, read);
  if (changed.length === 0) return true;
  try {
    await call();
    return true;
  } catch {
    setReadLocally(changed, !read);
    return false;
  }
}

export function markRead(uuid: string): Promise<boolean> {
  return optimistically([uuid], true, () => markNotificationRead(uuid));
}

export function markUnread(uuid: string): Promise<boolean> {
  return optimistically([uuid], false, () => markNotificationUnread(uuid));
}

/** 'Marcar todas como leídas' (no group) or a group's 'Leer todas'; the server's answer sets the count. */
export async function markAllRead(group: string | null = null): Promise<boolean> {
  const uuids = useNotificationStore
    .getState()
    .items.filter((item) => !item.read && (group === null || item.group === group))
    .map((item) => item.uuid);
  const changed = setReadLocally(uuids, true);
  try {
    applyNotificationState(await markAllNotificationsRead(group));
    return true;
  } catch {
    setReadLocally(changed, false);
    return false;
  }
}
