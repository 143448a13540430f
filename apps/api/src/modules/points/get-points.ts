import type { PointsSummary } from '@cambix/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, pointsLedger } from '../../platform/db/schema/index.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { getSettings } from '../settings/index.ts';
import { pointsBalance } from './points-balance.ts';

/**
 * `GET /api/user/points`: balance, every movement newest first, the rules, and what the balance takes off
 * the next order's fee (whole blocks; the fee itself may be smaller). A new-order link's session gets the
 * balance to redeem, not the movements (decision 070).
 */
export async function getPoints(
  ctx: AppContext,
  userId: number,
  { withHistory = true }: { withHistory?: boolean } = {},
): Promise<PointsSummary> {
  const rules = await getSettings(ctx, 'points');
  const { rewardPoints } = await getSettings(ctx, 'referrals');
  const balance = await pointsBalance(ctx.db, userId);
  const history = !withHistory
    ? []
    : await ctx.db
        .select({ entry: pointsLedger, orderCode: orders.code })
        .from(pointsLedger)
        .leftJoin(orders, eq(orders.id, pointsLedger.orderId))
        .where(eq(pointsLedger.userId, userId))
        .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id));
  const blocks = BigInt(Math.floor(Math.max(0, balance) / rules.redeemPoints));
  return {
    balance,
    worth: formatMoney(blocks * parseMoney(rules.redeemValue)),
    // The reward is set with the referral programme (docs/rules/coupons-and-referrals.md#referral-programme).
    rules: { ...rules, referralReward: rewardPoints },
    history: history.map(({ entry, orderCode }) => ({
      id: entry.id,
      points: entry.points,
      kind: entry.kind,
      orderCode,
      note: entry.note,
      at: entry.createdAt.toISOString(),
    })),
  };
}
