import { errors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../errors.ts';

/** Session lifetime from sign-in (spec 9); refreshing never extends it. */
export const SESSION_HOURS = 6;
const SESSION_SECONDS = SESSION_HOURS * 3600;

export interface TokenClaims {
  userId: number;
  roleId: number;
  tokenVersion: number;
  /** Sign-in time, seconds since the epoch. */
  authTime: number;
}

export async function signSessionToken(secret: Uint8Array, claims: TokenClaims, now: Date): Promise<string> {
  return new SignJWT({ rol: claims.roleId, ver: claims.tokenVersion, auth_time: claims.authTime })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(claims.authTime + SESSION_SECONDS)
    .sign(secret);
}

export async function verifySessionToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], currentDate: now });
    const userId = Number(payload.sub);
    const {
      rol,
      ver,
      auth_time: authTime,
    } = payload as { rol?: unknown; ver?: unknown; auth_time?: unknown };
    if (
      !Number.isInteger(userId) ||
      typeof rol !== 'number' ||
      typeof ver !== 'number' ||
      typeof authTime !== 'number'
    ) {
      throw new AppError('AUTH_TOKEN_INVALID');
    }
    return { userId, roleId: rol, tokenVersion: ver, authTime };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (error instanceof errors.JWTExpired) throw new AppError('AUTH_SESSION_EXPIRED');
    throw new AppError('AUTH_TOKEN_INVALID');
  }
}
