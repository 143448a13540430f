import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { passwordResetTokens, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { decryptPassword } from '../../platform/security/password-decryption.ts';
import { assertAcceptablePassword } from '../../platform/security/password-policy.ts';
import { hashPassword } from '../../platform/security/passwords.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import { setPasswordHash } from '../users/index.ts';
import { accountSubject, clearFailures } from './attempt-throttle.ts';
import { passwordChangedMail } from './mails/password-changed-mail.ts';
import { hashResetToken } from './password-reset-token.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { openAt } from '../../platform/db/deadline.ts';

/** Sets a new password from a mailed link (also an invited account's first): the link is spent, and every open session ends. */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; encryptedPassword: string },
): Promise<void> {
  const password = await decryptPassword(ctx, input.encryptedPassword);
  assertAcceptablePassword(password);
  const passwordHash = await hashPassword(password);
  const now = ctx.now();

  const user = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(input.token)),
          isNull(passwordResetTokens.usedAt),
          openAt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw new AppError('RESET_TOKEN_INVALID');
    const [previous] = await tx
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, spent.userId));
    await endSessions(tx, spent.userId, now);
    const updated = await setPasswordHash(tx, spent.userId, passwordHash, now);
    // An invited staff member setting their first password changed nothing they had.
    if (updated && previous?.passwordHash) {
      await ctx.mailer.enqueue(tx, passwordChangedMail(ctx.config, updated));
    }
    return updated;
  });
  if (!user) throw new AppError('RESET_TOKEN_INVALID');
  await forgetPrincipal(ctx, user.id);
  ctx.events.publish({ type: 'user.sessions-revoked', userId: user.id });

  // Whoever reads the account's mail may sign in again at once.
  await clearFailures(ctx, accountSubject('sign-in', user.id));
}
