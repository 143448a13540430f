import type { Queryable } from '../../platform/db/client.ts';
import { forgetEndedSessions } from '../../platform/security/sessions.ts';
import { forgetSpentNonces } from '../../platform/security/spent-nonces.ts';
import { forgetOldFailures } from './attempt-throttle.ts';
import { forgetSpentSignInLinks } from './use-sign-in-link.ts';

/** What one batch of the sign-in housekeeping removed: ids where they are no secret, else how many. */
export interface ForgottenSignInRecords {
  sessions: string[];
  signInLinks: number[];
  spentNonces: number;
  signInFailures: number;
}

/**
 * Housekeeping of the sign-in tables: one batch (up to `limit` rows of each) of the rows past their
 * retention (decision 173), that can no longer change an answer.
 */
export async function forgetEndedSignInRecords(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<ForgottenSignInRecords> {
  return {
    spentNonces: await forgetSpentNonces(db, now, limit),
    sessions: await forgetEndedSessions(db, now, limit),
    signInFailures: await forgetOldFailures(db, now, limit),
    signInLinks: await forgetSpentSignInLinks(db, now, limit),
  };
}
