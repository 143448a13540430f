import type { Queryable } from '../../platform/db/client.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';

/** The refund row's note around the order's code: "Devolución de puntos: la orden <code> <outcome>." */
export function refundNote(outcome: string): [before: string, after: string] {
  return ['Devolución de puntos: la orden ', ` ${outcome}.`];
}

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
    note: refundNote(outcome).join(order.code),
    createdAt: now,
  });
}
