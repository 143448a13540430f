import { ORDER_STATUS, type Order } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { lockCustomer } from './lock-customer.ts';
import { loadOrderView } from './order-view.ts';
import { isExpired, lockOwnOrder, type OrderRow } from './own-order.ts';
import { releasedEvent, releaseTemporalOrder } from './release-temporal-order.ts';

export interface CancelOrderInput {
  orderId: number;
  /** The customer the order must belong to: another customer's order is not found. */
  ownerId: number;
}

/** Who asked: the customer themself, or their partner's system by its API key (no person acts). */
export type Canceller = { by: 'customer' } | { by: 'partner'; partnerId: number; keyId: number };

/**
 * A TEMPORAL order dropped on request (docs/rules/exchange.md#the-lock): released as an expired one is (kept,
 * its coupon use and points given back), with who asked in its history and audit.
 */
export async function cancelTemporalOrder(
  ctx: AppContext,
  input: CancelOrderInput,
  canceller: Canceller,
): Promise<OrderRow> {
  const actorId = canceller.by === 'customer' ? input.ownerId : null;
  const { order, event } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockCustomer(tx, input.ownerId);
    const current = await lockOwnOrder(tx, input.orderId, input.ownerId);
    if (canceller.by === 'partner' && current.partnerId !== canceller.partnerId)
      throw new AppError('ORDER_NOT_FOUND');
    if (isExpired(current, now)) throw new AppError('ORDER_EXPIRED');
    if (current.status !== ORDER_STATUS.TEMPORAL) throw new AppError('ORDER_NOT_EDITABLE');
    const reason = canceller.by === 'customer' ? 'cancelled' : 'cancelled-by-partner';
    if (!(await releaseTemporalOrder(tx, current, now, reason, actorId)))
      throw new AppError('ORDER_STATUS_CHANGED');
    await recordAudit(tx, {
      actorId,
      action: `order.cancel-by-${canceller.by}`,
      targetType: 'order',
      targetId: current.id,
      before: { status: current.status, expiredAt: null },
      after: {
        status: current.status,
        expiredAt: now.toISOString(),
        ...(canceller.by === 'partner' && { partnerId: canceller.partnerId, keyId: canceller.keyId }),
      },
    });
    const event = releasedEvent(current, true);
    await recordPartnerEvents(ctx, tx, event);
    return { order: current, event };
  });
  ctx.events.publish(event);
  return order;
}

/** `POST /api/order/cancel/{id}`: the customer drops their own TEMPORAL order. */
export async function cancelOrder(ctx: AppContext, input: CancelOrderInput): Promise<Order> {
  const order = await cancelTemporalOrder(ctx, input, { by: 'customer' });
  const view = await loadOrderView(ctx.db, order.id);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
