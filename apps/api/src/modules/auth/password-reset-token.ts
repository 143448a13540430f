import crypto from 'node:crypto';

/** Reset links are valid for 30 minutes (issue 2) and used once. */
export const RESET_VALID_MINUTES = 30;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
