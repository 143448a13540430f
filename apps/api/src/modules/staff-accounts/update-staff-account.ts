import type { StaffAccount } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { staffPermissions } from '../../platform/db/schema/index.ts';
import { endSessions } from '../../platform/security/sessions.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { emailChangedMail, recordEmailChange } from '../auth/index.ts';
import { updatePerson } from '../users/index.ts';
import { assertPartnerExists } from './account-partner.ts';
import { assertIdentityFree, takenFromUniqueViolation } from './account-uniqueness.ts';
import { auditedFields, userColumnsOf, type StaffAccountValues } from './create-staff-account.ts';
import { assertAdministratorRemains, lockActiveAdministrators } from './last-administrator.ts';
import { assertMayManage, findStaffAccount, roleOf, toStaffAccount } from './staff-account-view.ts';
import { forgetPrincipal } from '../../platform/http/principal-standing.ts';

type AuditedField = keyof ReturnType<typeof auditedFields>;

/**
 * Saves the account's data and role. A role change ends the person's sessions (their token carries the old
 * role) and, leaving Colaborador, drops their module grants. An email change ends them too, tells the
 * previous address and holds password links back (decision 080). Moving an Externo to another partner is
 * audited like any other field. A save that changes nothing writes nothing.
 */
export async function updateStaffAccount(
  ctx: AppContext,
  caller: Principal,
  userId: number,
  input: StaffAccountValues,
): Promise<StaffAccount> {
  let endsSessions = false;
  try {
    endsSessions = await ctx.db.transaction(async (tx) => {
      const administrators = await lockActiveAdministrators(tx);
      const current = await findStaffAccount(tx, userId, { lock: true });
      const currentRole = roleOf(current);
      assertMayManage(caller, currentRole);
      assertMayManage(caller, input.role);
      const changesRole = input.role !== currentRole;
      if (changesRole && current.id === caller.userId) throw new AppError('STAFF_SELF_CHANGE');
      if (changesRole && currentRole === 'Administrador')
        assertAdministratorRemains(administrators, current.id);

      const was = auditedFields({ ...current, role: currentRole });
      const will = auditedFields(input);
      const changed = (Object.keys(will) as AuditedField[]).filter((field) => was[field] !== will[field]);
      if (changed.length === 0) return false;
      if (changed.includes('documentNumber') || changed.includes('email')) {
        await assertIdentityFree(tx, input, userId);
      }
      if (changed.includes('partnerId')) await assertPartnerExists(tx, input.partnerId);

      await updatePerson(tx, userId, userColumnsOf(input), ctx.now());
      if (changesRole) await endSessions(tx, userId, ctx.now());
      const changesEmail = changed.includes('email');
      if (changesEmail) await recordEmailChange(tx, { userId, actorId: caller.userId, now: ctx.now() });
      if (changesRole && currentRole === 'Colaborador') {
        await tx.delete(staffPermissions).where(eq(staffPermissions.userId, userId));
      }
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'staff.update',
        targetType: 'user',
        targetId: userId,
        before: Object.fromEntries(changed.map((field) => [field, was[field]])),
        after: Object.fromEntries(changed.map((field) => [field, will[field]])),
      });
      if (changesEmail) await ctx.mailer.enqueue(tx, emailChangedMail(ctx.config, current, input.email));
      return changesRole || changesEmail;
    });
  } catch (error) {
    throw takenFromUniqueViolation(error) ?? error;
  }

  if (endsSessions) await forgetPrincipal(ctx, userId);
  if (endsSessions) ctx.events.publish({ type: 'user.sessions-revoked', userId });
  return toStaffAccount(await findStaffAccount(ctx.db, userId), caller);
}
