import crypto from 'node:crypto';

/** Five minutes either way: an older signed request is refused as a replay. */
const DEFAULT_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** `X-Cambix-Signature`: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` (docs/rules/partners.md#partner-api). */
export function signWebhook(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What a partner's receiver does with a delivery: the signature is the secret's over this very body, and
 * it was made within the tolerance of `now`. Compared in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  header: string | undefined,
  body: string,
  options: { now?: Date; toleranceSeconds?: number } = {},
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...value] = part.trim().split('=');
      return [name, value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return false;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS)) return false;
  return crypto.timingSafeEqual(
    Buffer.from(signature, 'hex'),
    Buffer.from(hmac(secret, timestamp, body), 'hex'),
  );
}
