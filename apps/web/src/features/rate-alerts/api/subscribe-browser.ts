import { rateAlertEndpoints, type PushSubscriptionRequest } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

export type BrowserPushResult = 'subscribed' | 'denied' | 'unsupported' | 'failed';

export const canReceivePush = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'PushManager' in window &&
  'serviceWorker' in navigator;

/** base64url → the bytes `applicationServerKey` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

/**
 * Asks for the notification permission (only now, on the person's own click) and subscribes this browser to
 * the push service with Cambix's VAPID key; `register` hands the subscription to the server.
 */
export async function subscribeBrowser(
  register: (subscription: PushSubscriptionRequest) => Promise<unknown>,
): Promise<BrowserPushResult> {
  if (!canReceivePush()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return 'denied';
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) return 'unsupported';
    const { publicKey } = await apiCall(rateAlertEndpoints.pushKey);
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      }));
    await register(subscription.toJSON() as PushSubscriptionRequest);
    return 'subscribed';
  } catch {
    return 'failed';
  }
}

export const registerCustomerBrowser = (subscription: PushSubscriptionRequest) =>
  apiCall(rateAlertEndpoints.subscribe, { body: subscription });

export const registerVisitorBrowser = (token: string) => (subscription: PushSubscriptionRequest) =>
  apiCall(rateAlertEndpoints.visitorSubscribe, { body: { token, subscription } });
