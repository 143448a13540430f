import crypto from 'node:crypto';
import type { ChallengeAnswer, SignInChallenge } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { spendOnce } from '../../platform/security/spent-nonces.ts';
import { isPast } from '@cambix/contract';

/**
 * A proof-of-work asked after repeated failed sign-ins (decision 061): find a counter such that
 * SHA-256(`<seed>:<counter>`) starts with `difficulty` zero bits. The server keeps nothing until it is
 * answered: the token carries seed, difficulty and expiry under an HMAC; a seed is accepted once.
 */
export const CHALLENGE_VALID_MS = 5 * 60_000;

function signatureOf(ctx: AppContext, payload: string): Buffer {
  return crypto
    .createHmac('sha256', ctx.keys.jwtSecret)
    .update(`sign-in-challenge:${payload}`)
    .digest()
    .subarray(0, 16);
}

export function issueChallenge(ctx: AppContext): SignInChallenge {
  const seed = crypto.randomBytes(12).toString('base64url');
  const difficulty = ctx.config.signInChallengeBits;
  const payload = `${seed}.${difficulty}.${ctx.now().getTime() + CHALLENGE_VALID_MS}`;
  return { seed, difficulty, token: `${payload}.${signatureOf(ctx, payload).toString('base64url')}` };
}

export function leadingZeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** True once per issued challenge, when the answer is ours, unexpired, and meets today's difficulty. */
export async function acceptChallenge(
  ctx: AppContext,
  answer: ChallengeAnswer | undefined,
): Promise<boolean> {
  if (!answer) return false;
  const [seed, bits, expires, signature, ...rest] = answer.token.split('.');
  if (!seed || !bits || !expires || !signature || rest.length > 0) return false;
  const expected = signatureOf(ctx, `${seed}.${bits}.${expires}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  const difficulty = Number(bits);
  const expiresAt = Number(expires);
  if (difficulty < ctx.config.signInChallengeBits || isPast(expiresAt, ctx.now())) return false;
  const digest = crypto.createHash('sha256').update(`${seed}:${answer.solution}`).digest();
  if (leadingZeroBits(digest) < difficulty) return false;
  return spendOnce(ctx.db, `challenge:${seed}`, new Date(expiresAt));
}
