import { and, eq, isNull } from 'drizzle-orm';
import { ORDER_STATUS } from '@cambix/contract';
import type { Tx } from '../../platform/db/client.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { orderHistory, orders } from '../../platform/db/schema/index.ts';
import { refundRedeemedPoints } from '../points/index.ts';

/** What a release needs of an order, for the callers' selects. */
export const RELEASE_COLUMNS = {
  id: orders.id,
  code: orders.code,
  userId: orders.userId,
  partnerId: orders.partnerId,
  pointsRedeemed: orders.pointsRedeemed,
};

/** What a released order is published as once its transaction commits; `cancelled` when someone asked. */
export const releasedEvent = (
  order: { id: number; code: string; userId: number; partnerId: number | null },
  cancelled = false,
): DomainEvent => ({
  type: 'order.expired',
  orderId: order.id,
  code: order.code,
  userId: order.userId,
  partnerId: order.partnerId,
  ...(cancelled && { cancelled: true as const }),
});

/** The history note of an order a newer one replaced. */
export const REPLACED_NOTE = 'Reemplazada por una orden nueva.';

const HISTORY_NOTES = {
  expired: 'La orden venció sin finalizarse.',
  replaced: REPLACED_NOTE,
  cancelled: 'Cancelada por el cliente.',
  'cancelled-by-partner': 'Cancelada por el socio.',
} as const;

const REFUND_OUTCOMES = {
  expired: 'venció',
  replaced: 'fue reemplazada',
  cancelled: 'fue cancelada',
  'cancelled-by-partner': 'fue cancelada',
} as const;

/**
 * Ends a TEMPORAL order that will not be finalized (expired, replaced by a newer one, or cancelled by its
 * customer, who is then the history row's actor, or by its partner): it is kept and
 * marked with a history row saying why, its coupon use stops counting, and the points it redeemed go back
 * to the customer. Only an order still TEMPORAL and unmarked is touched; answers whether it was.
 */
export async function releaseTemporalOrder(
  tx: Tx,
  order: { id: number; code: string; userId: number; pointsRedeemed: number },
  now: Date,
  reason: keyof typeof HISTORY_NOTES,
  actorId: number | null = null,
): Promise<boolean> {
  const [released] = await tx
    .update(orders)
    .set({ expiredAt: now, statusChangedAt: now, updatedAt: now })
    .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.TEMPORAL), isNull(orders.expiredAt)))
    .returning({ id: orders.id });
  if (!released) return false;
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: ORDER_STATUS.TEMPORAL,
    toStatus: ORDER_STATUS.TEMPORAL,
    actorId,
    note: HISTORY_NOTES[reason],
    createdAt: now,
  });
  await refundRedeemedPoints(tx, order, now, REFUND_OUTCOMES[reason]);
  return true;
}
