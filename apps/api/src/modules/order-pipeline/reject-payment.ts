import type { AdminOrder } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { failOrder } from './fail-order.ts';
import { paymentRejectedMail } from './mails/order-mails.ts';

/**
 * PENDIENTE to FALLIDA (docs/rules/statuses.md#transitions): Pagos could not confirm the payment. The reason
 * is recorded and mailed to the customer, and the order gives back its points and coupon use. No money moved,
 * so the ledger is untouched.
 */
export function rejectPayment(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  reason: string,
): Promise<AdminOrder> {
  return failOrder(ctx, staff, orderId, {
    action: 'reject',
    reason,
    refundNote: 'fue rechazada',
    mail: (customer, order) => paymentRejectedMail(ctx.config, customer, order, reason),
  });
}
