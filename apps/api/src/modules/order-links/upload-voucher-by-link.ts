import type { Order } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { attachVoucher } from '../orders/attach-voucher.ts';
import { linkedOrderId, openLink } from './open-link.ts';

/** `POST /api/order-link/{code}/upload-voucher`: the code stands for the customer it was made for. */
export async function uploadVoucherByLink(ctx: AppContext, code: string, form: UploadedForm): Promise<Order> {
  const link = await openLink(ctx.db, code, 'orderAction', ctx.now());
  return attachVoucher(ctx, {
    orderId: linkedOrderId(link),
    ownerId: link.userId,
    file: form.file,
    operationNumber: form.fields.operationNumber,
    viaLink: true,
  });
}
