import crypto from 'node:crypto';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Keys } from './keys.ts';
import { spendOnce } from './spent-nonces.ts';

/**
 * What the browser encrypts: version 1, the moment it was sealed (ms since the epoch, big-endian, in the
 * server's time), 16 random bytes, then the password in UTF-8. The moment and the nonce make a captured
 * block useless after a few minutes, and useless at once after its first use.
 */
const VERSION = 1;
const HEADER_BYTES = 1 + 8 + 16;
/** How far from the server's clock a block may be sealed (the web aligns its clock with the server's). */
export const PASSWORD_BLOCK_WINDOW_MS = 5 * 60_000;

function sealBlock(password: string, sealedAt: Date, nonce: Buffer): Buffer {
  const block = Buffer.alloc(HEADER_BYTES);
  block.writeUInt8(VERSION, 0);
  block.writeBigUInt64BE(BigInt(sealedAt.getTime()), 1);
  nonce.copy(block, 9);
  return Buffer.concat([block, Buffer.from(password, 'utf8')]);
}

function readBlock(plain: Buffer): { sealedAt: number; nonce: string; password: string } | null {
  if (plain.length <= HEADER_BYTES || plain.readUInt8(0) !== VERSION) return null;
  return {
    sealedAt: Number(plain.readBigUInt64BE(1)),
    nonce: plain.subarray(9, HEADER_BYTES).toString('hex'),
    password: plain.subarray(HEADER_BYTES).toString('utf8'),
  };
}

/**
 * Opens a password the browser encrypted with our RSA-OAEP (SHA-256) public key: refused when it does not
 * decrypt, when it was sealed outside the window, or when its nonce was already used (on any instance).
 */
export async function decryptPassword(ctx: Pick<AppContext, 'keys' | 'db' | 'now'>, encrypted: string) {
  let block: ReturnType<typeof readBlock>;
  try {
    block = readBlock(
      crypto.privateDecrypt(
        { key: ctx.keys.passwordKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(encrypted, 'base64'),
      ),
    );
  } catch {
    block = null;
  }
  if (!block) throw new AppError('AUTH_PASSWORD_UNREADABLE');
  const now = ctx.now().getTime();
  if (Math.abs(now - block.sealedAt) > PASSWORD_BLOCK_WINDOW_MS) throw new AppError('AUTH_PASSWORD_STALE');
  const fresh = await spendOnce(
    ctx.db,
    `password:${block.nonce}`,
    new Date(block.sealedAt + PASSWORD_BLOCK_WINDOW_MS),
  );
  if (!fresh) throw new AppError('AUTH_PASSWORD_STALE');
  return block.password;
}

/** What the browser does, for tests and the CLI: `now` is the server's time the block is sealed at. */
export function encryptPassword(keys: Pick<Keys, 'publicSpki'>, password: string, now: Date = new Date()) {
  const publicKey = crypto.createPublicKey({
    key: Buffer.from(keys.publicSpki, 'base64'),
    format: 'der',
    type: 'spki',
  });
  return crypto
    .publicEncrypt(
      { key: publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      sealBlock(password, now, crypto.randomBytes(16)),
    )
    .toString('base64');
}
