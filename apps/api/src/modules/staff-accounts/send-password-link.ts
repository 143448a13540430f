import type { StaffAccount } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { isEmailOnHold } from '../auth/index.ts';
import { issueStaffPasswordLink, STAFF_LINK_VALID_HOURS } from './password-link.ts';
import { assertMayManage, findStaffAccount, roleOf, toStaffAccount } from './staff-account-view.ts';

/**
 * Mails a new set-password link (the invitation again while none was set); the current password keeps
 * working until the link is used. A deactivated account gets none: it is reactivated first. After someone
 * changed the email, only an Administrador sends one during the hold (decision 080).
 */
export async function sendPasswordLink(
  ctx: AppContext,
  caller: Principal,
  userId: number,
): Promise<StaffAccount> {
  await ctx.db.transaction(async (tx) => {
    const account = await findStaffAccount(tx, userId, { lock: true });
    const role = roleOf(account);
    assertMayManage(caller, role);
    if (account.state === 'inactive') {
      throw new AppError('REVIEW_NOT_ALLOWED', {
        message: 'La cuenta está desactivada: reactívala antes de enviarle un enlace de contraseña.',
      });
    }
    const isInvitation = account.state === 'invited';
    const [emailChange] = await tx
      .select({ id: users.id, emailChangedAt: users.emailChangedAt, emailChangedBy: users.emailChangedBy })
      .from(users)
      .where(eq(users.id, userId));
    // An invitation nobody accepted yet gives nothing away: the manager could as well invite anyone.
    if (
      !isInvitation &&
      emailChange &&
      isEmailOnHold(emailChange, ctx.now()) &&
      caller.role !== 'Administrador'
    ) {
      throw new AppError('STAFF_EMAIL_ON_HOLD');
    }
    await ctx.mailer.enqueue(tx, await issueStaffPasswordLink(ctx, tx, { ...account, role, isInvitation }));
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'staff.password-link',
      targetType: 'user',
      targetId: userId,
      after: { isInvitation, validHours: STAFF_LINK_VALID_HOURS },
    });
  });
  return toStaffAccount(await findStaffAccount(ctx.db, userId), caller);
}
