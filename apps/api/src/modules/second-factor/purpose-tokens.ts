import crypto from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { spendOnce } from '../../platform/security/spent-nonces.ts';

/**
 * Short-lived tokens of one purpose each, never a session: each purpose signs with its own key derived from
 * the session secret, so a pending token is no session token (and no session token is a pending one).
 * - `verify`: the password passed; only the second factor may follow.
 * - `enrol`: the password passed and the role must enrol a factor first; only enrolment may follow.
 * - `ceremony`: a WebAuthn challenge the server issued (and to whom), spent when answered.
 * - `totp-enrolment`: a new TOTP secret, sealed, until the first code proves the app holds it.
 */
export type TokenPurpose = 'verify' | 'enrol' | 'ceremony' | 'totp-enrolment';

const LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  verify: 5 * 60,
  enrol: 15 * 60,
  ceremony: 5 * 60,
  'totp-enrolment': 15 * 60,
};

const keys = new WeakMap<Uint8Array, Map<TokenPurpose, Uint8Array>>();

function keyFor(secret: Uint8Array, purpose: TokenPurpose): Uint8Array {
  let byPurpose = keys.get(secret);
  if (!byPurpose) keys.set(secret, (byPurpose = new Map()));
  let key = byPurpose.get(purpose);
  if (!key) {
    key = new Uint8Array(
      crypto.createHmac('sha256', secret).update(`cambix second factor: ${purpose}`).digest(),
    );
    byPurpose.set(purpose, key);
  }
  return key;
}

export interface PurposeClaims {
  /** The person it is for; null for a usernameless passkey ceremony (nobody yet). */
  userId: number | null;
  /** The token version of the account when issued: a password change or a reset ends it. */
  tokenVersion?: number;
  /** Purpose-specific data (a WebAuthn challenge and what it is for, a sealed secret). */
  data?: Record<string, string>;
}

export async function signPurposeToken(
  ctx: Pick<AppContext, 'keys' | 'now'>,
  purpose: TokenPurpose,
  claims: PurposeClaims,
): Promise<string> {
  const now = Math.floor(ctx.now().getTime() / 1000);
  return new SignJWT({ uid: claims.userId, ver: claims.tokenVersion ?? null, data: claims.data ?? {} })
    .setProtectedHeader({ alg: 'HS256', typ: `cambix-${purpose}` })
    .setJti(crypto.randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + LIFETIME_SECONDS[purpose])
    .sign(keyFor(ctx.keys.jwtSecret, purpose));
}

export interface VerifiedPurposeToken extends PurposeClaims {
  id: string;
  expiresAt: Date;
}

/** The token's claims, or `refusal` when it is not one of this purpose, has ended, or was tampered with. */
export async function verifyPurposeToken(
  ctx: Pick<AppContext, 'keys' | 'now'>,
  purpose: TokenPurpose,
  token: string,
  refusal: 'SECOND_FACTOR_PENDING_INVALID' | 'SECOND_FACTOR_INVALID',
): Promise<VerifiedPurposeToken> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, keyFor(ctx.keys.jwtSecret, purpose), {
      algorithms: ['HS256'],
      currentDate: ctx.now(),
    });
    const { uid, ver, data, jti, exp } = payload as {
      uid?: unknown;
      ver?: unknown;
      data?: unknown;
      jti?: unknown;
      exp?: unknown;
    };
    if (
      protectedHeader.typ !== `cambix-${purpose}` ||
      !(uid === null || Number.isInteger(uid)) ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      typeof data !== 'object' ||
      data === null
    ) {
      throw new AppError(refusal);
    }
    return {
      id: jti,
      userId: uid as number | null,
      ...(typeof ver === 'number' ? { tokenVersion: ver } : {}),
      data: data as Record<string, string>,
      expiresAt: new Date(exp * 1000),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JOSEError) throw new AppError(refusal);
    throw error;
  }
}

/** Marks the token used, here and on every instance; a second use is refused. */
export async function spendPurposeToken(
  ctx: Pick<AppContext, 'db'>,
  token: VerifiedPurposeToken,
  refusal: 'SECOND_FACTOR_PENDING_INVALID' | 'SECOND_FACTOR_INVALID',
): Promise<void> {
  if (!(await spendOnce(ctx.db, `second-factor:${token.id}`, token.expiresAt))) throw new AppError(refusal);
}
