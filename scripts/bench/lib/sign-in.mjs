// Signing in as the web does (features/auth/encrypt-password.ts): the password sealed with the server's
// RSA key, so bench load goes through the same checks a browser's sign-in does.
import crypto from 'node:crypto';

export const APP_KEY = { authorization: 'AppKey cambix-web' };
export const DEMO_PASSWORD = 'Cambix123';

export const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Version 1, the server's time, 16 random bytes, the password; RSA-OAEP with SHA-256, base64. */
export function encryptPassword(spki, password, now = Date.now()) {
  const text = Buffer.from(password, 'utf8');
  const block = Buffer.alloc(25 + text.length);
  block.writeUInt8(1, 0);
  block.writeBigUInt64BE(BigInt(Math.round(now)), 1);
  crypto.randomBytes(16).copy(block, 9);
  text.copy(block, 25);
  const key = crypto.createPublicKey({ key: Buffer.from(spki, 'base64'), format: 'der', type: 'spki' });
  return crypto
    .publicEncrypt({ key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, block)
    .toString('base64');
}

/** The password sealed with the key `url` publishes; `headers` go with the key request (e.g. X-Forwarded-For). */
export async function sealPassword(url, password = DEMO_PASSWORD, headers = {}) {
  const response = await fetch(`${url}/api/auth/public-key`, { headers: { ...APP_KEY, ...headers } });
  const { data } = await response.json();
  return encryptPassword(data.spki, password, data.serverTime);
}

/** The session the server answers a sign-in with (`token`, `user`, …). */
export async function signIn(url, dni, { password = DEMO_PASSWORD, headers = {} } = {}) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { ...APP_KEY, ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ dni, password: await sealPassword(url, password, headers) }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.data?.token)
    throw new Error(`sign-in of ${dni}: ${response.status} ${JSON.stringify(body)}`);
  return body.data;
}
