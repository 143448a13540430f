import type { Session } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { signInLinks } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { sessionAfterPassword } from '../second-factor/index.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';
import { accountSubject, clearFailures } from './attempt-throttle.ts';
import { hashSignInToken } from './request-sign-in-link.ts';
import { findUserById } from './session.ts';
import { openAt, pastAt } from '../../platform/db/deadline.ts';

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

export async function forgetSpentSignInLinks(db: Queryable, now: Date): Promise<void> {
  await db.delete(signInLinks).where(pastAt(signInLinks.expiresAt, now));
}
