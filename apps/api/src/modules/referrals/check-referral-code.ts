import type { ReferralCodeCheck } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { referralCodes } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export async function checkReferralCode(ctx: AppContext, code: string): Promise<ReferralCodeCheck> {
  const [found] = await ctx.db
    .select({ code: referralCodes.code, percentDiscount: referralCodes.percentDiscount })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, code), eq(referralCodes.active, true)));
  if (!found)
    throw new AppError('REFERRAL_CODE_INVALID', {
      fields: { codigo_referido: new AppError('REFERRAL_CODE_INVALID').message },
    });
  return found;
}
