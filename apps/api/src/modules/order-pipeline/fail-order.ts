import type { AdminOrder } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { Mail } from '../../platform/mail.ts';
import type { Principal } from '../../platform/http/access.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { loadAdminOrder } from '../admin-orders/index.ts';
import { moveOrder, orderFor, type OrderRow } from '../orders/index.ts';
import { refundRedeemedPoints } from '../points/index.ts';
import { mailOrderCustomer } from './customer-mail.ts';
import type { OrderRecipient } from './mails/order-mails.ts';
import { orderCustomer } from './order-customer.ts';

export interface Failure {
  action: 'reject' | 'cancel';
  /**
   * Required by docs/rules/statuses.md#reasons-and-mails: kept on the order, in the history and in the
   * customer's mail.
   */
  reason: string;
  /** How the points refund names what happened to the order ("fue rechazada"). */
  refundNote: string;
  /** What else the failure undoes in the same transaction. */
  undo?: (tx: Tx, order: OrderRow, now: Date) => Promise<void>;
  mail: (to: OrderRecipient, order: OrderRow) => Mail;
}

/**
 * An order ends FALLIDA (a rejection or a cancellation): in one transaction the status with who, when
 * and why, the points and coupon use given back and the customer's mail queued; then the event.
 */
export async function failOrder(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  failure: Failure,
): Promise<AdminOrder> {
  const { reason } = failure;
  const { order, event, resolved } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const current = await orderFor(tx, orderId, failure.action);
    const moved = await moveOrder(tx, current, {
      action: failure.action,
      actorId: staff.userId,
      note: reason,
      set: { rejectedAt: now, rejectedBy: staff.userId, rejectionReason: reason },
      now,
    });
    await failure.undo?.(tx, current, now);
    // The coupon use and a first order's referral discount stop counting by the status (decision 039).
    await refundRedeemedPoints(tx, current, now, failure.refundNote);
    const customer = await orderCustomer(tx, current.userId);
    await mailOrderCustomer(ctx, tx, customer, current.id, (to) => failure.mail(to, moved.order));
    await recordPartnerEvents(ctx, tx, moved.event);
    return moved;
  });

  ctx.events.publish(event);
  if (resolved) ctx.events.publish(resolved);
  return loadAdminOrder(ctx, order.id, staff);
}
