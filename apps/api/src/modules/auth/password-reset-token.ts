import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { passwordResetTokens } from '../../platform/db/schema/index.ts';

/** Reset links are valid for 30 minutes (issue 2) and used once. */
export const RESET_VALID_MINUTES = 30;

export function newResetToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, tokenHash: hashResetToken(token) };
}

export function hashResetToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Ends every unused link of the user (a newer link replaces them; a deactivated account keeps none). */
export async function endResetTokens(db: Queryable, userId: number, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** A new single-use link for the user, replacing any earlier one; the token itself goes only in the mail. */
export async function issueResetToken(
  db: Queryable,
  userId: number,
  now: Date,
  validMinutes: number,
): Promise<string> {
  const { token, tokenHash } = newResetToken();
  await endResetTokens(db, userId, now);
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash,
    expiresAt: new Date(now.getTime() + validMinutes * 60_000),
  });
  return token;
}
