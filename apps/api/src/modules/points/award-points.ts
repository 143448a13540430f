import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orders, pointsLedger, users } from '../../platform/db/schema/index.ts';
import { parseMoney } from '../../platform/money.ts';
import { isOwnersAccount, judgeReferral } from '../referrals/index.ts';
import { getSettings } from '../settings/index.ts';
import type { OrderRow } from '../orders/index.ts';

const CENTS_PER_100_SOLES = 10_000n;

/**
 * docs/rules/points.md#earning: whole hundreds of soles, times the points per S/ 100 of Ajustes. The soles
 * are the order's soles equivalent (docs/rules/exchange.md#limits-and-points): the amount sent in cambio de
 * saldo, the soles leg of a divisas order.
 */
export function pointsEarnedBy(penEquivalent: string, pointsPer100: number): number {
  return Number(parseMoney(penEquivalent) / CENTS_PER_100_SOLES) * pointsPer100;
}

async function isFirstFinished(tx: Tx, order: OrderRow): Promise<boolean> {
  const [earlier] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        eq(orders.status, ORDER_STATUS.TERMINADA),
        ne(orders.id, order.id),
      ),
    )
    .limit(1);
  return earlier === undefined;
}

/**
 * The referral reward (docs/rules/coupons-and-referrals.md#referral-reward): the owner of the code the order
 * carries earns the programme's points when this is the referred customer's first order to end TERMINADA,
 * the code still applies to them and the payout went to none of the owner's accounts. The row names the
 * referred customer: the unique index points_ledger_referral_once_idx refuses a second one, and that
 * conflict inserts nothing instead of failing the payout.
 */
async function awardReferralReward(ctx: CacheReader, tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (!order.referralCode) return;
  const { rewardPoints } = await getSettings(ctx, 'referrals', tx);
  if (rewardPoints <= 0) return;
  const [referred] = await tx
    .select({
      id: users.id,
      documentNumber: users.documentNumber,
      email: users.email,
      celular: users.celular,
    })
    .from(users)
    .where(eq(users.id, order.userId));
  if (!referred) return;
  const verdict = await judgeReferral(ctx, referred, order.referralCode, tx);
  if (!verdict.inForce) return;
  const { ownerUserId } = verdict.referral;
  if (await isOwnersAccount(tx, ownerUserId, order.destination)) return;
  if (!(await isFirstFinished(tx, order))) return;
  await tx
    .insert(pointsLedger)
    .values({
      userId: ownerUserId,
      points: rewardPoints,
      kind: 'referral',
      orderId: order.id,
      referredUserId: order.userId,
      note: 'Premio por referir: terminó la primera orden de un cliente que referiste.',
      createdAt: now,
    })
    .onConflictDoNothing({ target: pointsLedger.referredUserId, where: sql`kind = 'referral'` });
}

/**
 * The points a finished order earns (docs/rules/points.md#earning): its customer's, and the referral reward
 * of whoever referred them when this is their first order to end TERMINADA. The caller holds the customer's
 * row locked, so two payouts of one customer cannot both count as the first.
 */
export async function awardOrderPoints(
  ctx: CacheReader,
  tx: Tx,
  order: OrderRow,
  customer: { id: number; referredByCode: string | null; isPartnerClient: boolean },
  now: Date,
): Promise<void> {
  // A partner's client has no account to hold points, and brings no referral (docs/rules/partners.md).
  if (customer.isPartnerClient) return;
  const rules = await getSettings(ctx, 'points', tx);
  const earned = pointsEarnedBy(order.penEquivalent, rules.pointsPer100);
  if (earned > 0) {
    await tx.insert(pointsLedger).values({
      userId: order.userId,
      points: earned,
      kind: 'earn',
      orderId: order.id,
      note: `Puntos por la orden ${order.code}.`,
      createdAt: now,
    });
  }
  await awardReferralReward(ctx, tx, order, now);
}
