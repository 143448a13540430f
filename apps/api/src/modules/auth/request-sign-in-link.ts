import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { signInLinks } from '../../platform/db/schema/index.ts';
import { readThrottle, recordFailure } from './attempt-throttle.ts';
import { isEmailOnHold } from './email-change.ts';
import { attemptSubject, findUserByIdentifier } from './login.ts';
import { signInLinkMail } from './mails/sign-in-link-mail.ts';

/** Sign-in links are valid for 15 minutes and used once (decision 063). */
export const SIGN_IN_LINK_VALID_MINUTES = 15;

export const SIGN_IN_LINK_MESSAGE = `Si hay una cuenta con esos datos, te enviamos a su correo un enlace para ingresar. Vence en ${SIGN_IN_LINK_VALID_MINUTES} minutos.`;

export function hashSignInToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/**
 * Mails a one-time sign-in link to the account's own email, whatever the state of its password lock.
 * Answers the same whether the account exists or not; a few mails per account and hour at most.
 */
export async function requestSignInLink(ctx: AppContext, identifier: string): Promise<void> {
  const user = await findUserByIdentifier(ctx.db, identifier);
  const subject = attemptSubject('sign-in-link', identifier, user);
  if ((await readThrottle(ctx, subject)).lockedUntil) return;
  // Every request counts, mailed or not, so a known account and an unknown one are limited alike.
  await recordFailure(ctx, subject);
  const now = ctx.now();
  // An invited account without a password signs in through its invitation; a blocked one not at all; an
  // address someone else just set gets no credential (decision 080).
  if (!user?.passwordHash || user.accountStatus === 'BLOQUEADO' || isEmailOnHold(user, now)) return;

  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    // A newer link replaces the ones not used yet.
    await tx
      .update(signInLinks)
      .set({ usedAt: now })
      .where(and(eq(signInLinks.userId, user.id), isNull(signInLinks.usedAt)));
    await tx.insert(signInLinks).values({
      userId: user.id,
      tokenHash: hashSignInToken(token),
      expiresAt: new Date(now.getTime() + SIGN_IN_LINK_VALID_MINUTES * 60_000),
    });
    // Queued, not sent: a known account must not answer slower than an unknown one.
    await ctx.mailer.enqueue(tx, signInLinkMail(ctx.config, user, token, SIGN_IN_LINK_VALID_MINUTES));
  });
}
