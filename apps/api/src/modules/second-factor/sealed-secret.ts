import crypto from 'node:crypto';
import type { AppContext } from '../../platform/context.ts';

/** The key TOTP secrets are sealed with at rest, derived from the server's secret (rotating it ends them). */
function sealingKey(secret: Uint8Array): Buffer {
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'cambix', 'totp secrets', 32));
}

/** AES-256-GCM: `iv.ciphertext.tag`, base64url. */
export function seal(ctx: Pick<AppContext, 'keys'>, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', sealingKey(ctx.keys.jwtSecret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64url')).join('.');
}

export function unseal(ctx: Pick<AppContext, 'keys'>, sealed: string): string {
  const [iv = '', body = '', tag = ''] = sealed.split('.');
  const decipher = crypto.createDecipheriv(
    'aes-256-gcm',
    sealingKey(ctx.keys.jwtSecret),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
