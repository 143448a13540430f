import { Webhook } from 'standardwebhooks';

/** The secrets a delivery is signed with: the endpoint's, and the one it replaced while that still counts. */
export interface SigningSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
}

/**
 * The Standard Webhooks headers of one post (docs/rules/partners.md#webhooks), signed by the specification's
 * own library: `webhook-id` (the event's, the same on every retry), `webhook-timestamp` (this post's) and
 * `webhook-signature`, one `v1,<base64>` per secret in use, space-separated, so a receiver that still has the
 * old secret during a rotation verifies too.
 */
export function webhookHeaders(
  secrets: SigningSecrets,
  eventId: string,
  at: Date,
  body: string,
): Record<string, string> {
  const keys = [secrets.secret];
  if (secrets.previousSecret && secrets.previousSecretExpiresAt && secrets.previousSecretExpiresAt > at)
    keys.push(secrets.previousSecret);
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': keys.map((key) => new Webhook(key).sign(eventId, at, body)).join(' '),
  };
}
