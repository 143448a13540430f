import {
  normalizeGroup,
  type Notification,
  type NotificationList,
  type NotificationResolved,
  type NotificationState,
} from '@cambix/contract';
import { create } from 'zustand';
import { clampCount, mergeNotifications, toNotification } from './notification-rules.ts';

/**
 * The bell's state (docs/rules/notifications.md#notification-rows): what the panel lists, the unread count
 * and where the next fetch starts.
 */
export interface NotificationStoreState {
  items: Notification[];
  unreadCount: number;
  /** The server's time of the last answer: the next `since`, so a reconnect fetches only what is new. */
  lastSeenAt: string | null;
  loaded: boolean;
}

const initialState = (): NotificationStoreState => ({
  items: [],
  unreadCount: 0,
  lastSeenAt: null,
  loaded: false,
});

export const useNotificationStore = create<NotificationStoreState>()(initialState);

type NewListener = (item: Notification) => void;
const newListeners = new Set<NewListener>();

/** Called with each notification that arrives live (not from a fetch), e.g. to show a system notice. */
export function onNewNotification(listener: NewListener): () => void {
  newListeners.add(listener);
  return () => void newListeners.delete(listener);
}

export function resetNotifications(): void {
  useNotificationStore.setState(initialState());
}

/** Held items the incoming ones say are resolved take that resolution (a catch-up after a reconnection). */
function withResolutions(items: Notification[], incoming: readonly Notification[]): Notification[] {
  const resolved = new Map(
    incoming.filter((item) => item.resolution !== null).map((item) => [item.uuid, item.resolution]),
  );
  if (resolved.size === 0) return items;
  return items.map((item) => {
    const resolution = resolved.get(item.uuid);
    return resolution && !item.resolution ? { ...item, read: true, resolution } : item;
  });
}

/** A fetch's answer: the items join the list (or replace it on a full load); the server's count wins. */
export function applyNotificationList(list: NotificationList, { replace }: { replace: boolean }): void {
  useNotificationStore.setState((state) => ({
    items: withResolutions(
      mergeNotifications(replace ? [] : state.items, list.items).items,
      list.items.map(toNotification).filter((item) => item !== null),
    ),
    unreadCount: clampCount(list.unreadCount),
    lastSeenAt: list.serverTime,
    loaded: true,
  }));
}

/** `notification:new`: added unless it has no uuid or is already held; an unread one adds to the count. */
export function addNotification(value: unknown): Notification | null {
  const { items, added } = mergeNotifications(useNotificationStore.getState().items, [value]);
  const item = added[0];
  if (!item) return null;
  useNotificationStore.setState((state) => ({
    items,
    unreadCount: clampCount(state.unreadCount + (item.read ? 0 : 1)),
  }));
  for (const listener of newListeners) listener(item);
  return item;
}

function affects(item: Notification, uuids: NotificationState['uuids'], group: string | null): boolean {
  if (uuids !== 'all') return uuids.includes(item.uuid);
  return group === null || item.group === normalizeGroup(group);
}

/** `notification:state` (or an answer to read-all): another tab or the server changed read state. */
export function applyNotificationState(change: NotificationState): void {
  useNotificationStore.setState((state) => ({
    items: state.items.map((item) =>
      affects(item, change.uuids, change.group) && item.read !== change.read && !item.resolution
        ? { ...item, read: change.read }
        : item,
    ),
    unreadCount: clampCount(change.unreadCount),
  }));
}

/**
 * Sets the read flag of some items at once and moves the count by what really changed. Returns the uuids
 * it changed, so a failed call can put exactly those back.
 */
export function setReadLocally(uuids: readonly string[], read: boolean): string[] {
  const targets = new Set(uuids);
  const changed: string[] = [];
  useNotificationStore.setState((state) => {
    const items = state.items.map((item) => {
      // A resolved task stays read whatever is asked.
      if (!targets.has(item.uuid) || item.read === read || item.resolution) return item;
      changed.push(item.uuid);
      return { ...item, read };
    });
    const delta = read ? -changed.length : changed.length;
    return { items, unreadCount: clampCount(state.unreadCount + delta) };
  });
  return changed;
}

/**
 * `notification:resolved`: someone did the task (docs/rules/notifications.md#tasks). The held items show who
 * and stop counting: an unread one lowers the count by one.
 */
export function applyNotificationResolved(resolved: NotificationResolved): void {
  const targets = new Set(resolved.uuids);
  useNotificationStore.setState((state) => {
    let wasUnread = 0;
    const items = state.items.map((item) => {
      if (!targets.has(item.uuid) || item.resolution) return item;
      if (!item.read) wasUnread += 1;
      return { ...item, read: true, resolution: resolved.resolution };
    });
    return { items, unreadCount: clampCount(state.unreadCount - wasUnread) };
  });
}
