import type { AdminOrder } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { ledgerEntries } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { loadAdminOrder } from '../admin-orders/admin-order-view.ts';
import { refundRedeemedPoints } from '../orders/refund-redeemed-points.ts';
import { recordLedgerEntry } from '../ledger/record-ledger-entry.ts';
import { orderCancelledMail } from './mails/order-mails.ts';
import { moveOrder, orderFor, type OrderRow } from './move-order.ts';
import { orderCustomer } from './order-customer.ts';

/** The payment's ingreso is undone by an egreso on the same account (decision 037). */
async function returnPayment(tx: Tx, order: OrderRow, actorId: number, reason: string, now: Date) {
  const [payment] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, order.id), eq(ledgerEntries.kind, 'payment')));
  // An order approved before the ledger existed has no ingreso to undo.
  if (!payment) return;
  await recordLedgerEntry(tx, {
    cambixAccountId: payment.cambixAccountId,
    direction: 'egreso',
    amount: payment.amount,
    kind: 'reversal',
    orderId: order.id,
    concept: `Reembolso del pago de la orden ${order.code}`,
    note: reason,
    reversesId: payment.id,
    actorId,
    createdAt: now,
  });
}

/**
 * OBSERVADA to FALLIDA (domain.md 5): the observation cannot be fixed. Like a rejection (reason to the
 * customer, points and coupon given back), but the payment was already received: Cambix returns it,
 * an egreso that reverses the payment's ingreso.
 */
export async function cancelOrder(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  reason: string,
): Promise<AdminOrder> {
  const { order, event, customer } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const current = await orderFor(tx, orderId, 'cancel');
    const moved = await moveOrder(tx, current, {
      action: 'cancel',
      actorId: staff.userId,
      note: reason,
      set: { rejectedAt: now, rejectedBy: staff.userId, rejectionReason: reason },
      now,
    });
    await returnPayment(tx, current, staff.userId, reason, now);
    // The coupon use and a first order's referral discount stop counting by the status (decision 039).
    await refundRedeemedPoints(tx, current, now, 'fue anulada');
    return { ...moved, customer: await orderCustomer(tx, current.userId) };
  });

  ctx.events.publish(event);
  ctx.mailer.dispatch(orderCancelledMail(ctx.config, customer, order, reason));
  return loadAdminOrder(ctx, order.id, staff);
}
