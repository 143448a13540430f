import type { PromoCheck } from '@cambix/contract';
import type { promoCheckRequest } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { hasFinalizedOrder, referralForFirstOrder } from '../orders/index.ts';
import { getSettings } from '../settings/index.ts';
import { findUsablePromo, promoMinimum } from './find-usable-promo.ts';

/**
 * `POST /api/promocode`: whether the coupon is good for this customer, amount and payment bank (when
 * given), with its discount, or the refusal that says why. Nothing is recorded: the use is taken when the
 * order is created.
 */
export async function checkPromo(
  ctx: AppContext,
  userId: number,
  request: z.output<typeof promoCheckRequest>,
): Promise<PromoCheck> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  const fees = await getSettings(ctx, 'fees');
  const flatFeeThreshold = parseMoney(fees.flatFeeThreshold);
  const promo = await findUsablePromo(ctx.db, {
    code: request.code,
    userId,
    sendAmount: parseMoney(request.sendAmount),
    paymentBankId: request.bankId ?? null,
    flatFeeThreshold,
    hasFinalizedOrder: () => hasFinalizedOrder(ctx.db, userId),
    referralInForce: (await referralForFirstOrder(ctx, user)) !== null,
    now: ctx.now(),
  });
  return {
    code: promo.code,
    discountKind: promo.discountKind,
    discountValue: promo.discountValue,
    minAmount: formatMoney(promoMinimum(promo, flatFeeThreshold)),
    maxAmount: promo.maxAmount,
    description: promo.description,
  };
}
