import type { Order } from '@cambix/contract';
import { voucherFields } from '@cambix/contract/schemas';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fieldsOf } from '../../platform/http/envelope.ts';
import { reencodeImage, type UploadedForm } from '../../platform/http/uploads.ts';
import type { NotificationCreated } from '../../platform/events.ts';
import { noticeCustomer, notifyStaff, voucherByLinkNotice } from '../notifications/index.ts';
import { lockCustomer } from './lock-customer.ts';
import { loadOrderView } from './order-view.ts';
import { assertCustomerMayEdit, findOwnOrder, lockOwnOrder } from './own-order.ts';
import { replaceOrderFile } from './replace-order-file.ts';

export interface AttachVoucherInput {
  orderId: number;
  /** The customer the order must belong to: another customer's order is not found. */
  ownerId: number;
  /** From `readMultipart`. */
  file: UploadedForm['file'];
  /** The payment's operation number, when the customer typed it; blank keeps the one on record. */
  operationNumber?: string | undefined;
  /** The staff-made link the customer uploaded through (decision 074), rather than the customer area. */
  linkId?: number | undefined;
  /** The partner's finalize link a partner's client uploaded through; the audit then names no actor. */
  partnerLinkId?: number | undefined;
}

/**
 * `POST /api/sendImageOrder/{orderId}` (and the link's upload-voucher): stores the payment voucher of a
 * TEMPORAL or OBSERVADA order, checked by its bytes (images re-encoded, PDF kept), private. A new voucher
 * replaces the current one, which stays on record; a refusal leaves the order as it was.
 */
export async function attachVoucher(ctx: AppContext, input: AttachVoucherInput): Promise<Order> {
  const fields = voucherFields.safeParse({ operationNumber: input.operationNumber });
  if (!fields.success) throw new AppError('VALIDATION_FAILED', { fields: fieldsOf(fields.error) });
  const operationNumber = fields.data.operationNumber || null;
  const viaLink = input.linkId !== undefined || input.partnerLinkId !== undefined;
  // A partner's client has no account: nobody signed in acted (docs/rules/partners.md#finalize-link).
  const actorId = input.partnerLinkId === undefined ? input.ownerId : null;

  assertCustomerMayEdit(await findOwnOrder(ctx.db, input.orderId, input.ownerId), ctx.now());
  if (!input.file) throw new AppError('UPLOAD_MISSING');
  const stored = await reencodeImage(input.file.data, { allowPdf: true });
  const storageKey = await ctx.storage.put(stored.data, stored.extension);

  let code: string;
  let notice: NotificationCreated | null;
  try {
    ({ code, notice } = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      await lockCustomer(tx, input.ownerId);
      const order = await lockOwnOrder(tx, input.orderId, input.ownerId);
      assertCustomerMayEdit(order, now);
      await replaceOrderFile(tx, {
        orderId: order.id,
        kind: 'voucher',
        storageKey,
        mimeType: stored.mimeType,
        byteSize: stored.data.length,
        uploadedBy: input.ownerId,
        now,
      });
      await tx
        .update(orders)
        .set({ updatedAt: now, ...(operationNumber ? { customerOperationNumber: operationNumber } : {}) })
        .where(eq(orders.id, order.id));
      await recordAudit(tx, {
        actorId,
        action: 'order.voucher-upload',
        targetType: 'order',
        targetId: order.id,
        after: {
          mimeType: stored.mimeType,
          byteSize: stored.data.length,
          viaLink,
          linkId: input.linkId ?? null,
          ...(input.partnerLinkId === undefined ? {} : { partnerLinkId: input.partnerLinkId }),
        },
      });
      const notice = viaLink
        ? await notifyStaff(tx, voucherByLinkNotice(order, await noticeCustomer(tx, order.userId), now))
        : null;
      return { code: order.code, notice };
    }));
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }

  if (notice) ctx.events.publish(notice);
  ctx.events.publish({
    type: 'order.voucher-uploaded',
    orderId: input.orderId,
    code,
    userId: input.ownerId,
    viaLink,
  });
  const view = await loadOrderView(ctx.db, input.orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
