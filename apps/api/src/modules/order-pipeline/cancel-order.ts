import type { AdminOrder } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { ledgerEntries } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';
import { endModificationLinks } from '../order-links/index.ts';
import type { OrderRow } from '../orders/index.ts';
import { orderCancelledMail } from './mails/order-mails.ts';
import { failOrder } from './fail-order.ts';

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
 * OBSERVADA to FALLIDA (docs/rules/statuses.md#transitions): the observation cannot be fixed. Like a
 * rejection (reason to the customer, points and coupon given back), but the payment was already received:
 * Cambix returns it, an egreso that reverses the payment's ingreso. The mailed modification link ends with
 * it.
 */
export function cancelOrder(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  reason: string,
): Promise<AdminOrder> {
  return failOrder(ctx, staff, orderId, {
    action: 'cancel',
    reason,
    refundNote: 'fue anulada',
    undo: async (tx, order, now) => {
      await returnPayment(tx, order, staff.userId, reason, now);
      await endModificationLinks(tx, order.id, now);
    },
    mail: (customer, order) => orderCancelledMail(ctx.config, customer, order, reason),
  });
}
