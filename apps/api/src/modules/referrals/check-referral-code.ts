import type { ReferralCodeCheck } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { judgeReferral } from './referral-in-force.ts';

/**
 * `GET /api/validateReferredCode/:code`: the code and its discount while it works for someone signing up;
 * REFERRAL_CODE_INVALID for an unknown or switched-off code, REFERRAL_OWNER_NOT_VALIDATED while its owner
 * must still be validated (docs/rules/coupons-and-referrals.md#referral-programme). The checks that need
 * the new customer's data come at registration.
 */
export async function checkReferralCode(ctx: AppContext, code: string): Promise<ReferralCodeCheck> {
  const verdict = await judgeReferral(ctx, null, code);
  if (!verdict.inForce) {
    const { message } = new AppError(verdict.reason);
    throw new AppError(verdict.reason, { fields: { codigo_referido: message } });
  }
  return { code: verdict.referral.code, percentDiscount: verdict.referral.percentDiscount };
}
