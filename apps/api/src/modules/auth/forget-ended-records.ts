import type { AppContext } from '../../platform/context.ts';
import { forgetEndedSessions } from '../../platform/security/sessions.ts';
import { forgetSpentNonces } from '../../platform/security/spent-nonces.ts';
import { forgetOldFailures } from './attempt-throttle.ts';
import { forgetSpentSignInLinks } from './use-sign-in-link.ts';

/** Housekeeping of the sign-in tables: rows that can no longer change an answer. */
export async function forgetEndedSignInRecords(ctx: AppContext): Promise<void> {
  const now = ctx.now();
  await forgetSpentNonces(ctx.db, now);
  await forgetEndedSessions(ctx.db, now);
  await forgetOldFailures(ctx.db, now);
  await forgetSpentSignInLinks(ctx.db, now);
}
