import type { AdminOrder } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { loadAdminOrder } from '../admin-orders/admin-order-view.ts';
import { refundRedeemedPoints } from '../orders/refund-redeemed-points.ts';
import { paymentRejectedMail } from './mails/order-mails.ts';
import { moveOrder, orderFor } from './move-order.ts';
import { orderCustomer } from './order-customer.ts';

/**
 * PENDIENTE to FALLIDA (domain.md 5): Pagos could not confirm the payment. The reason is recorded and
 * mailed to the customer, and the order gives back its points and coupon use. No money moved, so the
 * ledger is untouched.
 */
export async function rejectPayment(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  reason: string,
): Promise<AdminOrder> {
  const { order, event, customer } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const current = await orderFor(tx, orderId, 'reject');
    const moved = await moveOrder(tx, current, {
      action: 'reject',
      actorId: staff.userId,
      note: reason,
      set: { rejectedAt: now, rejectedBy: staff.userId, rejectionReason: reason },
      now,
    });
    // The coupon use and a first order's referral discount stop counting by the status (decision 039).
    await refundRedeemedPoints(tx, current, now, 'fue rechazada');
    return { ...moved, customer: await orderCustomer(tx, current.userId) };
  });

  ctx.events.publish(event);
  ctx.mailer.dispatch(paymentRejectedMail(ctx.config, customer, order, reason));
  return loadAdminOrder(ctx, order.id, staff);
}
