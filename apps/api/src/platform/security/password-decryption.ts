import crypto from 'node:crypto';
import { AppError } from '../errors.ts';
import type { Keys } from './keys.ts';

/** Opens a password the browser encrypted with our RSA-OAEP (SHA-256) public key. */
export function decryptPassword(keys: Keys, encrypted: string): string {
  try {
    const plain = crypto.privateDecrypt(
      { key: keys.passwordKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(encrypted, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    throw new AppError('AUTH_PASSWORD_UNREADABLE');
  }
}

/** What the browser does, for tests and the CLI. */
export function encryptPassword(keys: Pick<Keys, 'publicSpki'>, password: string): string {
  const publicKey = crypto.createPublicKey({
    key: Buffer.from(keys.publicSpki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(password, 'utf8'),
    )
    .toString('base64');
}
