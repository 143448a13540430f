import type { CustomerReferrals } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { referralCodes } from '../../platform/db/schema/index.ts';
import { getReferralCode } from './get-referral-code.ts';

/**
 * `GET /api/admin/users/:userId/referrals`: the file's Referidos tab, the customer's own code with its
 * counts and the customers who signed up with it, as Referidos shows one code. No code yet: nothing.
 */
export async function getCustomerReferrals(ctx: AppContext, userId: number): Promise<CustomerReferrals> {
  const [own] = await ctx.db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.ownerUserId, userId));
  if (!own) return { code: null, referred: [] };
  return getReferralCode(ctx, own.code);
}
