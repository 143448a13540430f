import type { AdminOrder } from '@cambix/contract';
import { payoutFields } from '@cambix/contract/schemas';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import { reencodeImage, type UploadedForm } from '../../platform/http/uploads.ts';
import { loadAdminOrder, payoutAccountFor } from '../admin-orders/index.ts';
import { awaitsConfirmation } from '../bank-accounts/index.ts';
import { enterRegister } from '../compliance-register/index.ts';
import { isOnHold } from '../compliance-alerts/index.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';
import {
  facturaBuyerOf,
  isPayable,
  moveOrder,
  orderFor,
  type OrderRow,
  replaceOrderFile,
} from '../orders/index.ts';
import { accruePartnerShare } from '../partners-orders/index.ts';
import { awardOrderPoints } from '../points/index.ts';
import {
  assertCanIssueReceipts,
  issueReceipt,
  receiptCharge,
  receiptNumber,
  sendReceipt,
} from '../receipts/index.ts';
import { getSettings } from '../settings/index.ts';
import { mailOrderCustomer } from './customer-mail.ts';
import { orderPaidOutMail } from './mails/order-mails.ts';
import { orderCustomer } from './order-customer.ts';

/** A row stored before the quote refused a non-positive receive amount is cancelled, never paid. */
function assertPayable(order: OrderRow): void {
  if (!isPayable(order)) throw new AppError('PAYOUT_AMOUNT_NOT_POSITIVE');
}

/**
 * docs/rules/statuses.md#four-eyes: with four-eyes on in Ajustes, whoever approved the payment may not pay it
 * out.
 */
async function assertFourEyes(ctx: AppContext, tx: Tx, order: OrderRow, staffId: number): Promise<void> {
  if (order.approvedBy !== staffId) return;
  if ((await getSettings(ctx, 'limits', tx)).fourEyes) throw new AppError('ORDER_FOUR_EYES');
}

/**
 * PENDIENTE_DEVOLUCION to TERMINADA (docs/rules/statuses.md#transitions,
 * docs/rules/ledger.md#what-the-pipeline-writes): Devoluciones transferred the receive amount. The voucher is
 * checked and stored before the transaction; then, all or nothing: the status and who paid, the voucher, the
 * egreso from Cambix's payout account, the boleta for the commission, the points and the register. A payout that fails
 * leaves the order as it was and no stored voucher behind. Once committed, the boleta goes to the
 * electronic-invoicing provider.
 */
export async function payOutOrder(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  form: UploadedForm,
): Promise<AdminOrder> {
  const fields = payoutFields.safeParse(form.fields);
  if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(fields.error) });
  const { operationNumber } = fields.data;
  if (!form.file || form.file.data.length === 0) throw new AppError('PAYOUT_VOUCHER_REQUIRED');
  // Refused before anything is stored when the screen is already out of date.
  assertPayable(await orderFor(ctx.db, orderId, 'payout'));
  await assertCanIssueReceipts(ctx);
  const stored = await reencodeImage(form.file.data, { allowPdf: true });
  const storageKey = await ctx.storage.put(stored.data, stored.extension);

  let outcome;
  try {
    outcome = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const current = await orderFor(tx, orderId, 'payout');
      const customer = await orderCustomer(tx, current.userId, true);
      assertPayable(current);
      // docs/rules/compliance.md#hold: a held customer's order is not paid out; the reason is not given.
      if (await isOnHold(tx, current.userId)) throw new AppError('PAYOUT_ON_HOLD');
      await assertFourEyes(ctx, tx, current, staff.userId);
      if (await awaitsConfirmation(tx, current.destinationAccountId)) {
        throw new AppError('PAYOUT_DESTINATION_UNCONFIRMED');
      }
      const account = await payoutAccountFor(tx, current);
      const moved = await moveOrder(tx, current, {
        action: 'payout',
        actorId: staff.userId,
        set: { paidOutAt: now, paidOutBy: staff.userId, payoutOperationNumber: operationNumber },
        now,
      });
      await replaceOrderFile(tx, {
        orderId: current.id,
        kind: 'payout_voucher',
        storageKey,
        mimeType: stored.mimeType,
        byteSize: stored.data.length,
        uploadedBy: staff.userId,
        now,
      });
      await recordLedgerEntry(tx, {
        cambixAccountId: account.id,
        direction: 'egreso',
        amount: current.receiveAmount,
        kind: 'payout',
        orderId: current.id,
        concept: `Devolución de la orden ${current.code}`,
        operationNumber,
        actorId: staff.userId,
        createdAt: now,
      });
      const receipt = await issueReceipt(ctx, tx, {
        orderId: current.id,
        bankId: current.paymentBankId,
        charge: receiptCharge(current),
        customer,
        factura: facturaBuyerOf(current),
        issuedAt: now,
      });
      await awardOrderPoints(ctx, tx, moved.order, customer, now);
      await accruePartnerShare(tx, moved.order, now);
      // The Registro de Operaciones, in the same transaction (docs/rules/compliance.md#the-register).
      await enterRegister(ctx, tx, moved.order);
      await mailOrderCustomer(ctx, tx, customer, current.id, (to) =>
        orderPaidOutMail(ctx.config, to, moved.order, {
          operationNumber,
          receipt: receiptNumber(receipt),
          receiptKind: receipt.kind,
        }),
      );
      // Last: the event's order carries the share accrued above.
      await recordPartnerEvents(ctx, tx, moved.event);
      return { ...moved, receiptId: receipt.id };
    });
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }

  const { order, event, resolved, receiptId } = outcome;
  ctx.events.publish(event);
  if (resolved) ctx.events.publish(resolved);
  // After the commit: a payout that rolled back never reaches SUNAT's provider.
  await sendReceipt(ctx, receiptId).catch((error: unknown) => {
    ctx.log.error({ err: error, receiptId }, 'receipt sending result not stored');
  });
  return loadAdminOrder(ctx, order.id, staff);
}
