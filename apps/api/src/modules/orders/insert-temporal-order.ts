import { ORDER_STATUS } from '@cambix/contract';
import type { Tx } from '../../platform/db/client.ts';
import { orderHistory, orders } from '../../platform/db/schema/index.ts';
import type { OrderRow } from './move-order.ts';

/**
 * A new TEMPORAL order and the first row of its history, for the channels that create one order at a time
 * (a partner's client). A customer's new order is written by writeNewOrder, which may also replace an open one.
 */
export async function insertTemporalOrder(
  tx: Tx,
  values: Omit<typeof orders.$inferInsert, 'status'>,
  actorId: number | null,
  now: Date,
): Promise<OrderRow> {
  const [order] = await tx
    .insert(orders)
    .values({ ...values, status: ORDER_STATUS.TEMPORAL })
    .returning();
  if (!order) throw new Error('insert returned no order');
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.TEMPORAL,
    actorId,
    createdAt: now,
  });
  return order;
}
