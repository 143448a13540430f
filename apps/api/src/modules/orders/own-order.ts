import { ORDER_STATUS, isPast } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type OrderRow = typeof orders.$inferSelect;

/** A TEMPORAL order past its time is gone for the customer, whether or not the expiry job has marked it yet. */
export function isExpired(order: Pick<OrderRow, 'status' | 'expiresAt' | 'expiredAt'>, now: Date): boolean {
  return order.status === ORDER_STATUS.TEMPORAL && (order.expiredAt !== null || isPast(order.expiresAt, now));
}

/**
 * A TEMPORAL divisas order whose rate lock ran out (docs/rules/exchange.md#the-lock): it is re-quoted or
 * cancelled, never finalized at the old rate.
 */
export function isLockExpired(
  order: Pick<OrderRow, 'status' | 'kind' | 'rateLockedUntil'>,
  now: Date,
): boolean {
  return (
    order.status === ORDER_STATUS.TEMPORAL &&
    order.kind === 'divisas' &&
    order.rateLockedUntil !== null &&
    isPast(order.rateLockedUntil, now)
  );
}

/** One of the customer's orders; another customer's order is simply not found (ORDER_NOT_FOUND). */
export async function findOwnOrder(db: Queryable, orderId: number, ownerId: number): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, ownerId)));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** The same, locked until the transaction ends. */
export async function lockOwnOrder(tx: Tx, orderId: number, ownerId: number): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, ownerId)))
    .for('update');
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}

/** The customer may add a voucher or finish while the order is TEMPORAL (not expired) or OBSERVADA. */
export function assertCustomerMayEdit(order: OrderRow, now: Date): void {
  if (isExpired(order, now)) throw new AppError('ORDER_EXPIRED');
  if (order.status !== ORDER_STATUS.TEMPORAL && order.status !== ORDER_STATUS.OBSERVADA)
    throw new AppError('ORDER_NOT_EDITABLE');
}
