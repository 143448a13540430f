import { normalizeDocumentNumber, type Session } from '@cambix/contract';
import type { passwordChangeRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { principalFromToken, type Principal } from '../../platform/http/access.ts';
import { decryptPassword } from '../../platform/security/password-decryption.ts';
import { assertAcceptablePassword } from '../../platform/security/password-policy.ts';
import { hashPassword, verifyPassword } from '../../platform/security/passwords.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import {
  accountSubject,
  assertNotLocked,
  buildSession,
  clearFailures,
  findUserById,
  passwordChangedMail,
  readThrottle,
  recordFailure,
  throttledError,
} from '../auth/index.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';
import { setPasswordHash } from '../users/index.ts';

export type PasswordChange = z.output<typeof passwordChangeRequest>;

/**
 * The password change of `POST /api/updateUser` (docs/rules/identity.md#profile-and-password-change): token,
 * document and email must be the caller's, the old password must match. Every other session ends (revoked,
 * and the token version bumped); this one stays, re-signed so this tab stays signed in, and a mail tells the
 * person.
 */
export async function changePassword(
  ctx: AppContext,
  principal: Principal,
  input: PasswordChange,
): Promise<Session> {
  const tokenOwner = await principalFromToken(ctx, input.token).catch(() => null);
  const user = await findUserById(ctx.db, principal.userId);
  if (!user) throw new AppError('USER_NOT_FOUND');
  if (
    tokenOwner?.userId !== user.id ||
    normalizeDocumentNumber(input.dni) !== user.documentNumber ||
    input.email !== user.email
  ) {
    throw new AppError('FORBIDDEN_OWNER');
  }

  const oldPassword = await decryptPassword(ctx, input.old_password);
  const newPassword = await decryptPassword(ctx, input.password);
  // Someone holding a session must not guess the password through this door either (decision 060).
  const guesses = accountSubject('password-change', user.id);
  assertNotLocked(await readThrottle(ctx, guesses), ctx.now());
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    const state = await recordFailure(ctx, guesses);
    if (state.lockedUntil) throw throttledError(state.lockedUntil, ctx.now());
    throw new AppError('PASSWORD_OLD_INCORRECT', {
      fields: { old_password: new AppError('PASSWORD_OLD_INCORRECT').message },
    });
  }
  await clearFailures(ctx, guesses);
  assertAcceptablePassword(newPassword);
  if (newPassword === oldPassword) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { password: 'Elige una contraseña distinta de la actual.' },
    });
  }

  const now = ctx.now();
  const passwordHash = await hashPassword(newPassword);
  const updated = await ctx.db.transaction(async (tx) => {
    // First, so the row read back carries the new token version this session's token is signed with.
    await endSessions(tx, user.id, now, principal.sessionId);
    const row = await setPasswordHash(tx, user.id, passwordHash, now);
    if (!row) throw new AppError('USER_NOT_FOUND');
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.password-change',
      targetType: 'user',
      targetId: user.id,
    });
    await ctx.mailer.enqueue(tx, passwordChangedMail(ctx.config, row));
    return row;
  });
  await forgetPrincipal(ctx, user.id);
  ctx.events.publish({ type: 'user.sessions-revoked', userId: user.id });
  return buildSession(ctx, updated, principal);
}
