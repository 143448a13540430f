import type { LimitAmount, UsedAmount } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { assertOwnerOrStaff, type Principal } from '../../platform/http/access.ts';
import { formatMoney, maxOf } from '../../platform/money.ts';
import { getSettings } from '../settings/index.ts';
import { monthlyLimitOf } from './monthly-limit.ts';
import { usedThisMonth } from './monthly-usage.ts';

async function customerOf(ctx: AppContext, principal: Principal, userId: number) {
  assertOwnerOrStaff(principal, userId);
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError('USER_NOT_FOUND');
  return user;
}

/** `GET /api/getUsedAmount/{userId}`: this Lima month's usage (own id only; staff any). */
export async function getUsedAmount(
  ctx: AppContext,
  principal: Principal,
  userId: number,
): Promise<UsedAmount> {
  await customerOf(ctx, principal, userId);
  const month = limaMonth(ctx.now());
  return { used: formatMoney(await usedThisMonth(ctx.db, userId, month)), month };
}

/** `GET /api/getLimitAmount/{userId}`: the tier's monthly limit, what is used and what is left. */
export async function getLimitAmount(
  ctx: AppContext,
  principal: Principal,
  userId: number,
): Promise<LimitAmount> {
  const user = await customerOf(ctx, principal, userId);
  const month = limaMonth(ctx.now());
  const { tier, limit } = monthlyLimitOf(user, await getSettings(ctx, 'limits'));
  const used = await usedThisMonth(ctx.db, userId, month);
  return {
    limit: formatMoney(limit),
    used: formatMoney(used),
    available: formatMoney(maxOf(0n, limit - used)),
    tier,
    month,
  };
}
