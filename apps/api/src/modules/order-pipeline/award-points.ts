import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orders, pointsLedger, referralCodes } from '../../platform/db/schema/index.ts';
import { parseMoney } from '../../platform/money.ts';
import { getSettings } from '../settings/index.ts';
import type { OrderRow } from './move-order.ts';
import type { OrderCustomer } from './order-customer.ts';

const CENTS_PER_100_SOLES = 10_000n;

/** docs/rules/points.md#earning: whole hundreds of soles sent, times the points per S/ 100 of Ajustes. */
export function pointsEarnedBy(sendAmount: string, pointsPer100: number): number {
  return Number(parseMoney(sendAmount) / CENTS_PER_100_SOLES) * pointsPer100;
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
 * The points a finished order earns (docs/rules/points.md#earning): its customer's, and the referral reward
 * of whoever referred them when this is their first order to end TERMINADA. The caller holds the customer's
 * row locked, so two payouts of one customer cannot both count as the first.
 */
export async function awardOrderPoints(
  ctx: CacheReader,
  tx: Tx,
  order: OrderRow,
  customer: OrderCustomer,
  now: Date,
): Promise<void> {
  // A partner's client has no account to hold points, and brings no referral (docs/rules/partners.md).
  if (customer.isPartnerClient) return;
  const rules = await getSettings(ctx, 'points', tx);
  const earned = pointsEarnedBy(order.sendAmount, rules.pointsPer100);
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

  if (!customer.referredByCode || rules.referralReward <= 0) return;
  const [referral] = await tx
    .select({ ownerUserId: referralCodes.ownerUserId })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, customer.referredByCode), eq(referralCodes.active, true)));
  if (!referral || referral.ownerUserId === order.userId || !(await isFirstFinished(tx, order))) return;
  await tx.insert(pointsLedger).values({
    userId: referral.ownerUserId,
    points: rules.referralReward,
    kind: 'referral',
    orderId: order.id,
    note: 'Premio por referir: terminó la primera orden de un cliente que referiste.',
    createdAt: now,
  });
}
