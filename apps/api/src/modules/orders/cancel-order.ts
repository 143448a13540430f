import { ORDER_STATUS, type Order } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { lockCustomer } from './lock-customer.ts';
import { loadOrderView } from './order-view.ts';
import { isExpired, lockOwnOrder } from './own-order.ts';
import { releaseTemporalOrder } from './release-temporal-order.ts';

export interface CancelOrderInput {
  orderId: number;
  /** The customer the order must belong to: another customer's order is not found. */
  ownerId: number;
}

/**
 * `POST /api/order/cancel/{id}` (docs/rules/exchange.md#the-lock): the customer drops their own TEMPORAL
 * order. It is released as an expired one is (kept, its coupon use and points given back), with the
 * customer as the actor.
 */
export async function cancelOrder(ctx: AppContext, input: CancelOrderInput): Promise<Order> {
  const order = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockCustomer(tx, input.ownerId);
    const current = await lockOwnOrder(tx, input.orderId, input.ownerId);
    if (isExpired(current, now)) throw new AppError('ORDER_EXPIRED');
    if (current.status !== ORDER_STATUS.TEMPORAL) throw new AppError('ORDER_NOT_EDITABLE');
    if (!(await releaseTemporalOrder(tx, current, now, 'cancelled', input.ownerId)))
      throw new AppError('ORDER_STATUS_CHANGED');
    await recordAudit(tx, {
      actorId: input.ownerId,
      action: 'order.cancel-by-customer',
      targetType: 'order',
      targetId: current.id,
      before: { status: current.status, expiredAt: null },
      after: { status: current.status, expiredAt: now.toISOString() },
    });
    return current;
  });
  ctx.events.publish({
    type: 'order.expired',
    orderId: order.id,
    code: order.code,
    userId: order.userId,
    partnerId: order.partnerId,
  });
  const view = await loadOrderView(ctx.db, order.id);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
