import { webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT, type CryptoKey } from 'jose';
import { AppError } from '../errors.ts';

/** Session lifetime from sign-in (docs/rules/sessions.md#expiry); refreshing never extends it. */
export const SESSION_HOURS = 6;
export const SESSION_SECONDS = SESSION_HOURS * 3600;
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface TokenClaims {
  userId: number;
  /** The sign-in this token belongs to (`sessions.id`): logout revokes it, refreshing keeps it. */
  sessionId: string;
  roleId: number;
  tokenVersion: number;
  /** Sign-in time, seconds since the epoch. */
  authTime: number;
  /** The order link that handed this session over (decision 033); the session ends with the link. */
  linkId?: number | undefined;
}

const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

/** The secret imported once: given raw bytes, jose imports them again on every sign and every verify. */
function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]) as Promise<CryptoKey>;
    hmacKeys.set(secret, key);
  }
  return key;
}

/** `endsAt` (seconds since the epoch) ends the token earlier than the session would: a link's expiry. */
export async function signSessionToken(
  secret: Uint8Array,
  claims: TokenClaims,
  now: Date,
  endsAt?: number,
): Promise<string> {
  const sessionEnd = claims.authTime + SESSION_SECONDS;
  return new SignJWT({
    rol: claims.roleId,
    ver: claims.tokenVersion,
    auth_time: claims.authTime,
    sid: claims.sessionId,
    ...(claims.linkId === undefined ? {} : { lnk: claims.linkId }),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(endsAt === undefined ? sessionEnd : Math.min(sessionEnd, endsAt))
    .sign(await hmacKey(secret));
}

export async function verifySessionToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    const userId = Number(payload.sub);
    const {
      rol,
      ver,
      auth_time: authTime,
      sid: sessionId,
      lnk: linkId,
    } = payload as { rol?: unknown; ver?: unknown; auth_time?: unknown; sid?: unknown; lnk?: unknown };
    if (
      !Number.isInteger(userId) ||
      typeof sessionId !== 'string' ||
      !SESSION_ID.test(sessionId) ||
      typeof rol !== 'number' ||
      typeof ver !== 'number' ||
      typeof authTime !== 'number' ||
      (linkId !== undefined && !Number.isInteger(linkId))
    ) {
      throw new AppError('AUTH_TOKEN_INVALID');
    }
    return {
      userId,
      sessionId,
      roleId: rol,
      tokenVersion: ver,
      authTime,
      linkId: linkId as number | undefined,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('AUTH_SESSION_EXPIRED');
    throw new AppError('AUTH_TOKEN_INVALID');
  }
}
