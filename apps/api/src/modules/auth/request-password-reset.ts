import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { readThrottle, recordFailure } from './attempt-throttle.ts';
import { isEmailOnHold } from './email-change.ts';
import { attemptSubject } from './login.ts';
import { signsIn } from './signs-in.ts';
import { passwordResetMail } from './mails/password-reset-mail.ts';
import { issueResetToken, RESET_VALID_MINUTES } from './password-reset-token.ts';

export const RECOVERY_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';

/**
 * Answers the same whether or not the email exists; a new link replaces any earlier one. A few mails per
 * account and hour at most, whatever address asks (decision 060). No link goes to an address someone else
 * set less than EMAIL_CHANGE_HOLD_HOURS ago (decision 080).
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.email, email), signsIn));
  const subject = attemptSubject('password-reset', email, user);
  if ((await readThrottle(ctx, subject)).lockedUntil) return;
  // Every request counts, mailed or not, so a known account and an unknown one are limited alike.
  await recordFailure(ctx, subject);
  const now = ctx.now();
  if (!user || user.accountStatus === 'BLOQUEADO' || isEmailOnHold(user, now)) return;

  await ctx.db.transaction(async (tx) => {
    const token = await issueResetToken(tx, user.id, now, RESET_VALID_MINUTES);
    // Queued, not sent: a known email must not answer slower than an unknown one.
    await ctx.mailer.enqueue(tx, passwordResetMail(ctx.config, user, token, RESET_VALID_MINUTES));
  });
}
