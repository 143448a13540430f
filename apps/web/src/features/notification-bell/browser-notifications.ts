import type { Notification as AppNotification } from '@cambix/contract';

/** The browser's permission for system notifications, or `unsupported` where there is no Notification API. */
export type BrowserPermission = NotificationPermission | 'unsupported';

const api = (): typeof Notification | null =>
  typeof window !== 'undefined' && 'Notification' in window ? window.Notification : null;

export function browserPermission(): BrowserPermission {
  return api()?.permission ?? 'unsupported';
}

/**
 * Asked only when the person presses the panel's button, never on load
 * (docs/rules/notifications.md#browser-notifications).
 */
export async function requestBrowserPermission(): Promise<BrowserPermission> {
  const Api = api();
  if (!Api) return 'unsupported';
  try {
    return await Api.requestPermission();
  } catch {
    return Api.permission;
  }
}

/**
 * A system notification for an item that arrived live, only with permission and while this tab is hidden
 * (a visible tab has the bell). A click brings the tab forward and does what a click in the panel does.
 */
export function showBrowserNotification(item: AppNotification, onClick: () => void): boolean {
  const Api = api();
  if (!Api || Api.permission !== 'granted' || document.visibilityState !== 'hidden') return false;
  try {
    const shown = new Api(item.title, { body: item.body, tag: item.uuid });
    shown.onclick = () => {
      window.focus();
      shown.close();
      onClick();
    };
    return true;
  } catch {
    // Some mobile browsers allow notifications only through a service worker; the bell still has the item.
    return false;
  }
}
