import type { AdminOrder } from '@cambix/contract';
import type { approvePaymentRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { loadAdminOrder } from '../admin-orders/index.ts';
import { recordLedgerEntry } from '../ledger/index.ts';
import { mailOrderCustomer } from './customer-mail.ts';
import { paymentApprovedMail } from './mails/order-mails.ts';
import { moveOrder, orderFor } from './move-order.ts';
import { orderCustomer } from './order-customer.ts';

type ApproveInput = z.output<typeof approvePaymentRequest>;

/**
 * PENDIENTE to PENDIENTE_DEVOLUCION (docs/rules/statuses.md#transitions): Pagos saw the customer's money
 * arrive. In one transaction: the status, who and when, the operation number of the incoming transfer and the
 * ingreso of the send amount into the collection account the customer paid to
 * (docs/rules/ledger.md#what-the-pipeline-writes).
 */
export async function approvePayment(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  input: ApproveInput,
): Promise<AdminOrder> {
  const { order, event, resolved } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const current = await orderFor(tx, orderId, 'approve');
    const moved = await moveOrder(tx, current, {
      action: 'approve',
      actorId: staff.userId,
      note: input.note || null,
      set: { approvedAt: now, approvedBy: staff.userId, incomingOperationNumber: input.operationNumber },
      now,
    });
    await recordLedgerEntry(tx, {
      cambixAccountId: current.collectionAccountId,
      direction: 'ingreso',
      amount: current.sendAmount,
      kind: 'payment',
      orderId: current.id,
      concept: `Pago de la orden ${current.code}`,
      operationNumber: input.operationNumber,
      actorId: staff.userId,
      createdAt: now,
    });
    const customer = await orderCustomer(tx, current.userId);
    await mailOrderCustomer(ctx, tx, customer, current.id, (to) =>
      paymentApprovedMail(ctx.config, to, moved.order),
    );
    return moved;
  });

  ctx.events.publish(event);
  if (resolved) ctx.events.publish(resolved);
  return loadAdminOrder(ctx, order.id, staff);
}
