import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { passwordResetTokens, users } from '../../platform/db/schema/index.ts';
import { passwordResetMail } from './mails/password-reset-mail.ts';
import { newResetToken, RESET_VALID_MINUTES } from './password-reset-token.ts';

export const RECOVERY_MESSAGE =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada.';

/** Answers the same whether or not the email exists; a new link replaces any earlier one. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!user || user.accountStatus === 'BLOQUEADO') return;

  const now = ctx.now();
  const { token, tokenHash } = newResetToken();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(now.getTime() + RESET_VALID_MINUTES * 60_000),
    });
  });
  // Dispatched, not awaited: a known email must not answer slower than an unknown one.
  ctx.mailer.dispatch(passwordResetMail(ctx.config, user, token, RESET_VALID_MINUTES));
}
