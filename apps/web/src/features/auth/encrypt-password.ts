import { authEndpoints } from '@cambix/contract';
import { apiCall, isApiError } from '@/lib/api-client.ts';
import { es } from '@/i18n/es.ts';

let publicKey: Promise<CryptoKey> | null = null;

/** Fetched on the first submit that needs it, then kept; never at page load. */
function loadPublicKey(): Promise<CryptoKey> {
  if (!globalThis.crypto?.subtle) return Promise.reject(new Error(es.app.secureContextRequired));
  publicKey ??= apiCall(authEndpoints.publicKey)
    .then(({ spki }) =>
      crypto.subtle.importKey('spki', base64ToBytes(spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
        'encrypt',
      ]),
    )
    .catch((error: unknown) => {
      publicKey = null;
      throw error;
    });
  return publicKey;
}

/** RSA-OAEP (SHA-256) with the server's public key, base64 (architecture.md, security model). */
export async function encryptPassword(password: string): Promise<string> {
  const key = await loadPublicKey();
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}

/**
 * Sends a request carrying an encrypted password; if the server no longer reads it (its key changed
 * since we fetched it), fetches the key again and retries once.
 */
export async function withEncryptedPassword<T>(
  password: string,
  send: (encrypted: string) => Promise<T>,
): Promise<T> {
  try {
    return await send(await encryptPassword(password));
  } catch (error) {
    if (!isApiError(error) || error.code !== 'AUTH_PASSWORD_UNREADABLE') throw error;
    publicKey = null;
    return send(await encryptPassword(password));
  }
}

export function forgetPublicKey(): void {
  publicKey = null;
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
