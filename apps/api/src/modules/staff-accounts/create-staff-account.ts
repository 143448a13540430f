import { ROLE_IDS, type StaffAccount } from '@cambix/contract';
import type { staffAccountInput } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { insertUser } from '../users/index.ts';
import { assertIdentityFree, takenFromUniqueViolation } from './account-uniqueness.ts';
import { assertPartnerExists } from './account-partner.ts';
import { issueStaffPasswordLink } from './password-link.ts';
import { assertMayManage, findStaffAccount, toStaffAccount } from './staff-account-view.ts';

export type StaffAccountValues = z.output<typeof staffAccountInput>;

/** The fields users-management saves, as the audit log records them. */
export function auditedFields(values: StaffAccountValues) {
  return {
    role: values.role,
    documentType: values.documentType,
    documentNumber: values.documentNumber,
    nombres: values.nombres,
    apellidoPaterno: values.apellidoPaterno,
    apellidoMaterno: values.apellidoMaterno,
    email: values.email,
    celular: values.celular,
    partnerId: values.partnerId,
  };
}

/** The users columns those fields are saved in. */
export function userColumnsOf(values: StaffAccountValues) {
  const { role, ...fields } = auditedFields(values);
  return { roleId: ROLE_IDS[role], ...fields };
}

/** A new account without a password: the person sets it from the invitation mailed with it. */
export async function createStaffAccount(
  ctx: AppContext,
  caller: Principal,
  input: StaffAccountValues,
): Promise<StaffAccount> {
  assertMayManage(caller, input.role);
  await assertIdentityFree(ctx.db, input);
  await assertPartnerExists(ctx.db, input.partnerId);

  const now = ctx.now();
  let createdId: number;
  try {
    createdId = await ctx.db.transaction(async (tx) => {
      const row = await insertUser(
        tx,
        { ...userColumnsOf(input), passwordHash: null, kycStep: 0, accountStatus: 'ACTIVO' },
        now,
      );
      const invitation = await issueStaffPasswordLink(ctx, tx, {
        id: row.id,
        email: input.email,
        nombres: input.nombres,
        role: input.role,
        isInvitation: true,
      });
      await ctx.mailer.enqueue(tx, invitation);
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'staff.create',
        targetType: 'user',
        targetId: row.id,
        after: auditedFields(input),
      });
      return row.id;
    });
  } catch (error) {
    throw takenFromUniqueViolation(error) ?? error;
  }

  return toStaffAccount(await findStaffAccount(ctx.db, createdId), caller);
}
