import type { Queryable } from '../../platform/db/client.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';

/**
 * An order that will not go through gives the customer back the points it redeemed, as a `refund` row
 * (docs/rules/points.md#points-ledger: every change is a row). `outcome` ends the note: "venció",
 * "fue rechazada".
 */
export async function refundRedeemedPoints(
  db: Queryable,
  order: { id: number; code: string; userId: number; pointsRedeemed: number },
  now: Date,
  outcome: string,
): Promise<void> {
  if (order.pointsRedeemed <= 0) return;
  await db.insert(pointsLedger).values({
    userId: order.userId,
    points: order.pointsRedeemed,
    kind: 'refund',
    orderId: order.id,
    note: `Devolución de puntos: la orden ${order.code} ${outcome}.`,
    createdAt: now,
  });
}
