import { authEndpoints } from '@cambix/contract';
import { apiCall, isApiError } from '@/lib/api-client.ts';
import { es } from '@/i18n/es.ts';

interface ServerKey {
  key: CryptoKey;
  /** Server clock minus ours, ms: a phone's clock may be minutes off (decision 062). */
  clockOffset: number;
}

let serverKey: Promise<ServerKey> | null = null;

/** Fetched on the first submit that needs it, then kept; never at page load. */
function loadServerKey(): Promise<ServerKey> {
  if (!globalThis.crypto?.subtle) return Promise.reject(new Error(es.app.secureContextRequired));
  const askedAt = Date.now();
  serverKey ??= apiCall(authEndpoints.publicKey)
    .then(async ({ spki, serverTime }) => ({
      clockOffset: serverTime - (askedAt + Date.now()) / 2,
      key: await crypto.subtle.importKey(
        'spki',
        base64ToBytes(spki),
        { name: 'RSA-OAEP', hash: 'SHA-256' },
        false,
        ['encrypt'],
      ),
    }))
    .catch((error: unknown) => {
      serverKey = null;
      throw error;
    });
  return serverKey;
}

/** Version 1, the server's time in ms (big-endian), 16 random bytes, then the password in UTF-8. */
function seal(password: string, serverNow: number): Uint8Array<ArrayBuffer> {
  const text = new TextEncoder().encode(password);
  const block = new Uint8Array(25 + text.length);
  const view = new DataView(block.buffer);
  block[0] = 1;
  view.setUint32(1, Math.floor(serverNow / 2 ** 32));
  view.setUint32(5, serverNow % 2 ** 32);
  crypto.getRandomValues(block.subarray(9, 25));
  block.set(text, 25);
  return block;
}

/** RSA-OAEP (SHA-256) with the server's public key, base64; each block is good once, for a few minutes. */
export async function encryptPassword(password: string): Promise<string> {
  const { key, clockOffset } = await loadServerKey();
  const block = seal(password, Math.round(Date.now() + clockOffset));
  return bytesToBase64(new Uint8Array(await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, block)));
}

/**
 * Sends a request carrying an encrypted password; if the server no longer reads it (its key changed, or
 * our clock moved since we learnt its time), fetches the key and time again and retries once.
 */
export async function withEncryptedPassword<T>(
  password: string,
  send: (encrypted: string) => Promise<T>,
): Promise<T> {
  try {
    return await send(await encryptPassword(password));
  } catch (error) {
    if (!isApiError(error) || !/^AUTH_PASSWORD_(UNREADABLE|STALE)$/.test(error.code)) throw error;
    serverKey = null;
    return send(await encryptPassword(password));
  }
}

export function forgetPublicKey(): void {
  serverKey = null;
}

function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
