import webpush from 'web-push';
import type { AppContext } from '../../platform/context.ts';
import { postToCheckedAddress } from '../../platform/http/post-to-checked-address.ts';
import { checkPushEndpoint } from './push-endpoint.ts';
import { vapidKeys } from './push-keys.ts';

/** A push service keeps an undelivered push this long: an alert a day late is no alert. */
export const PUSH_TTL_SECONDS = 12 * 3_600;
const TIMEOUT_MS = 10_000;

/** What the service worker shows (apps/web/public/sw-push.js): the notification and the page a click opens. */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the app. */
  url: string;
  /** One notification per alert: a newer one replaces it. */
  tag: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/**
 * Sends one push (RFC 8291 aes128gcm, VAPID-signed by `web-push`) and answers the push service's status.
 * The request is posted only to the endpoint's checked addresses (decision 129).
 */
export async function sendPush(ctx: AppContext, target: PushTarget, payload: PushPayload): Promise<number> {
  const keys = await vapidKeys(ctx);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: keys,
      TTL: PUSH_TTL_SECONDS,
      contentEncoding: webpush.supportedContentEncodings.AES_128_GCM,
      urgency: 'high',
    },
  );
  const checked = await checkPushEndpoint(ctx, details.endpoint);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers)) {
    // The post sets the length itself.
    if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
  }
  const answer = await postToCheckedAddress(checked, {
    headers,
    body: details.body ?? Buffer.alloc(0),
    timeoutMs: TIMEOUT_MS,
  });
  return answer.status;
}
