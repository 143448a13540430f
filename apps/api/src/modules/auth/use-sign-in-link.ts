import type { Session } from '@cambix/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { signInLinks } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionAfterPassword } from '../second-factor/index.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';
import { accountSubject, clearFailures } from './attempt-throttle.ts';
import { hashSignInToken } from './request-sign-in-link.ts';
import { findUserById } from './session.ts';
import { openAt, pastRetention } from '../../platform/db/deadline.ts';
import { SPENT_SIGN_IN_LINK_MS } from '../../platform/retention-periods.ts';

/** Following a mailed link signs the person in like a right password: a new session, failures forgotten. */
export async function useSignInLink(
  ctx: AppContext,
  token: string,
  device: DeviceSeen | null = null,
): Promise<Session> {
  const now = ctx.now();
  const [spent] = await ctx.db
    .update(signInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInLinks.tokenHash, hashSignInToken(token)),
        isNull(signInLinks.usedAt),
        openAt(signInLinks.expiresAt, now),
      ),
    )
    .returning({ userId: signInLinks.userId });
  const user = spent && (await findUserById(ctx.db, spent.userId));
  if (!user) throw new AppError('SIGN_IN_LINK_INVALID');
  if (user.accountStatus === 'BLOQUEADO') throw new AppError('AUTH_ACCOUNT_BLOCKED');
  await clearFailures(ctx, accountSubject('sign-in', user.id));
  // The link stands for the password only: a second factor still follows where one is held or required.
  return sessionAfterPassword(ctx, user, device);
}

/** One batch of links past their retention, used or not; answers their ids. */
export async function forgetSpentSignInLinks(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const due = db
    .select({ id: signInLinks.id })
    .from(signInLinks)
    .where(pastRetention(signInLinks.expiresAt, now, SPENT_SIGN_IN_LINK_MS))
    .limit(limit);
  const removed = await db
    .delete(signInLinks)
    .where(inArray(signInLinks.id, due))
    .returning({ id: signInLinks.id });
  return removed.map((row) => row.id);
}
