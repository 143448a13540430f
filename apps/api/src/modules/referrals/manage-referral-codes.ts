import { ROLE_IDS, type ReferralCodeSummary } from '@cambix/contract';
import type { referralCodeCreateRequest, referralCodeUpdateRequest } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { referralCodes, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { giveReferralCode } from './own-referral-code.ts';
import { findReferralCodeSummary } from './referral-code-rows.ts';

/**
 * `POST /api/admin/referral-codes`: staff give a customer (found by document) the code they would get
 * themselves (docs/rules/coupons-and-referrals.md#referral-codes), with the programme's discount unless
 * staff chose another. REFERRAL_CODE_EXISTS when the customer already has one.
 */
export async function createReferralCode(
  ctx: AppContext,
  actorId: number,
  request: z.output<typeof referralCodeCreateRequest>,
): Promise<ReferralCodeSummary> {
  const [customer] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.documentNumber, request.documentNumber), eq(users.roleId, ROLE_IDS.Cliente)));
  if (!customer)
    throw refuse([problem('documentNumber', 'USER_NOT_FOUND', 'No hay un cliente con ese documento.')]);
  const given = await giveReferralCode(ctx, customer, { actorId, percentDiscount: request.percentDiscount });
  if (!given.created) {
    throw new AppError('REFERRAL_CODE_EXISTS', {
      message: `Este cliente ya tiene el código de referido ${given.row.code}.`,
      extra: { code: given.row.code },
    });
  }
  return findReferralCodeSummary(ctx.db, given.row.code);
}

/**
 * `PATCH /api/admin/referral-codes/:code`: a new discount for customers who sign up from now (and those
 * whose first order is still to come), or the code switched on or off; audited with before and after.
 */
export async function updateReferralCode(
  ctx: AppContext,
  actorId: number,
  code: string,
  request: z.output<typeof referralCodeUpdateRequest>,
): Promise<ReferralCodeSummary> {
  await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(referralCodes).where(eq(referralCodes.code, code)).for('update');
    if (!current) throw new AppError('REFERRAL_CODE_NOT_FOUND');
    const next = {
      percentDiscount:
        request.percentDiscount === undefined
          ? current.percentDiscount
          : formatMoney(parseMoney(request.percentDiscount)),
      active: request.active ?? current.active,
    };
    await tx.update(referralCodes).set(next).where(eq(referralCodes.code, code));
    await recordAudit(tx, {
      actorId,
      action: 'referral-code.update',
      targetType: 'user',
      targetId: current.ownerUserId,
      before: { code, percentDiscount: current.percentDiscount, active: current.active },
      after: { code, ...next },
    });
  });
  return findReferralCodeSummary(ctx.db, code);
}
