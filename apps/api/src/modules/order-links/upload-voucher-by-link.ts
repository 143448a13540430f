import type { Order } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { attachVoucher } from '../orders/index.ts';
import { assertActsForLink, linkedOrderId, openLink } from './open-link.ts';

/** `POST /api/order-link/{code}/upload-voucher`: the link's customer, signed in or proved (decision 070). */
export async function uploadVoucherByLink(
  ctx: AppContext,
  caller: Principal,
  code: string,
  form: UploadedForm,
): Promise<Order> {
  const link = await openLink(ctx.db, code, 'orderAction', ctx.now());
  assertActsForLink(caller, link);
  return attachVoucher(ctx, {
    orderId: linkedOrderId(link),
    ownerId: link.userId,
    file: form.file,
    operationNumber: form.fields.operationNumber,
    linkId: link.id,
  });
}
