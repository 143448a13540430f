import type { ManagedRole } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { Mail } from '../../platform/mail.ts';
import { issueResetToken } from '../auth/index.ts';
import { staffPasswordLinkMail } from './mails/staff-password-link-mail.ts';

/** A person invited by a manager may not read the mail within the 30 minutes of a self-service link. */
export const STAFF_LINK_VALID_HOURS = 72;

/** Issues a set-password link in the caller's transaction; the mail to queue in it. */
export async function issueStaffPasswordLink(
  ctx: AppContext,
  tx: Tx,
  account: { id: number; email: string; nombres: string; role: ManagedRole; isInvitation: boolean },
): Promise<Mail> {
  const token = await issueResetToken(tx, account.id, ctx.now(), STAFF_LINK_VALID_HOURS * 60);
  return staffPasswordLinkMail(ctx.config, account, {
    token,
    validHours: STAFF_LINK_VALID_HOURS,
    role: account.role,
    isInvitation: account.isInvitation,
  });
}
