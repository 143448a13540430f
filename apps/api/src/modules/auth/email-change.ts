import type { Tx } from '../../platform/db/client.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import { updatePerson } from '../users/index.ts';
import { endResetTokens } from './password-reset-token.ts';
import { isPast } from '@cambix/contract';

/** How long an email changed by someone else receives no password link (decision 080). */
export const EMAIL_CHANGE_HOLD_HOURS = 48;

/**
 * Someone changed the account's email: every session ends (publish `user.sessions-revoked` after commit),
 * unused password links end, and the change is dated for the hold. Call in the transaction that changes it.
 */
export async function recordEmailChange(
  tx: Tx,
  change: { userId: number; actorId: number; now: Date },
): Promise<void> {
  await updatePerson(
    tx,
    change.userId,
    { emailChangedAt: change.now, emailChangedBy: change.actorId },
    change.now,
  );
  await endSessions(tx, change.userId, change.now);
  await endResetTokens(tx, change.userId, change.now);
}

/**
 * Whether a password link may not go to the account's email yet: it was changed by someone other than the
 * account's owner less than EMAIL_CHANGE_HOLD_HOURS ago (a manager who changes it cannot also take the account).
 */
export function isEmailOnHold(
  user: { id: number; emailChangedAt: Date | null; emailChangedBy: number | null },
  now: Date,
): boolean {
  if (!user.emailChangedAt || user.emailChangedBy === user.id) return false;
  return !isPast(user.emailChangedAt.getTime() + EMAIL_CHANGE_HOLD_HOURS * 3_600_000, now);
}
