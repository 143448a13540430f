import type { AdminOrder } from '@cambix/contract';
import type { approvePaymentRequest } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { cambixAccounts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { Principal } from '../../platform/http/access.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { loadAdminOrder } from '../admin-orders/index.ts';
import { runPaymentRules } from '../compliance-rules/index.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';
import { moveOrder, orderFor, type OrderRow } from '../orders/index.ts';
import { mailOrderCustomer } from './customer-mail.ts';
import { paymentApprovedMail } from './mails/order-mails.ts';
import { orderCustomer } from './order-customer.ts';

type ApproveInput = z.output<typeof approvePaymentRequest>;

/** The ingreso goes to an account in the send currency: one account's running balance never mixes two. */
async function assertCollectsInSendCurrency(
  tx: Tx,
  order: { collectionAccountId: number; sendCurrency: string },
) {
  const [account] = await tx
    .select({ currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.id, order.collectionAccountId));
  if (account?.currency !== order.sendCurrency) throw new AppError('CURRENCY_MISMATCH');
}

/** What an approval publishes once its transaction commits. */
export type ApprovalEvents = DomainEvent[];

/**
 * PENDIENTE to PENDIENTE_DEVOLUCION (docs/rules/statuses.md#transitions): Pagos saw the customer's money
 * arrive. In one transaction: the status, who and when, the operation number of the incoming transfer and the
 * ingreso of the send amount into the collection account the customer paid to
 * (docs/rules/ledger.md#what-the-pipeline-writes), and who paid when the voucher shows it was not the customer,
 * which raises an alert for the officer (docs/rules/compliance.md#payer-who-is-not-the-customer).
 */
export async function approvePayment(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  input: ApproveInput,
): Promise<AdminOrder> {
  const { order, events } = await ctx.db.transaction((tx) =>
    approvePaymentIn(ctx, tx, staff, orderId, input),
  );
  for (const event of events) ctx.events.publish(event);
  return loadAdminOrder(ctx, order.id, staff);
}

/**
 * The approval inside a caller's transaction, for a payment matched on a bank statement
 * (docs/rules/finance-reports.md#payments-by-reference): the same move, history, audit, ledger row, mail and
 * alerts as Pagos' button; the caller publishes the events after its commit.
 */
export async function approvePaymentIn(
  ctx: AppContext,
  tx: Tx,
  staff: Principal,
  orderId: number,
  input: ApproveInput,
): Promise<{ order: OrderRow; events: ApprovalEvents }> {
  const now = ctx.now();
  const current = await orderFor(tx, orderId, 'approve');
  await assertCollectsInSendCurrency(tx, current);
  const moved = await moveOrder(tx, current, {
    action: 'approve',
    actorId: staff.userId,
    note: input.note || null,
    set: {
      approvedAt: now,
      approvedBy: staff.userId,
      incomingOperationNumber: input.operationNumber,
      thirdPartyPayerName: input.thirdPartyPayerName,
      thirdPartyPayerDocument: input.thirdPartyPayerDocument,
    },
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
  const alerts = await runPaymentRules(ctx, tx, moved.order, now);
  await recordPartnerEvents(ctx, tx, moved.event);
  return {
    order: moved.order,
    events: [moved.event, ...(moved.resolved ? [moved.resolved] : []), ...alerts],
  };
}
