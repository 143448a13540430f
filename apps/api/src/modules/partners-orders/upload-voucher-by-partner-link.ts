import type { PartnerLinkView } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { UploadedForm } from '../../platform/http/uploads.ts';
import { attachVoucher } from '../orders/index.ts';
import { assertLinkActive, openPartnerLink } from './open-partner-link.ts';
import { toPartnerLinkView } from './partner-link-view.ts';

/**
 * `POST /api/partner-link/:codigo/upload-voucher`: the client's voucher, with the customer's checks and
 * storage (docs/rules/partners.md#finalize-link), while the link is active.
 */
export async function uploadVoucherByPartnerLink(
  ctx: AppContext,
  code: string,
  form: UploadedForm,
): Promise<PartnerLinkView> {
  const opened = await openPartnerLink(ctx.db, code);
  assertLinkActive(opened, ctx.now());
  await attachVoucher(ctx, {
    orderId: opened.order.id,
    ownerId: opened.order.userId,
    file: form.file,
    operationNumber: form.fields.operationNumber,
    partnerLinkId: opened.link.id,
  });
  return toPartnerLinkView(ctx, await openPartnerLink(ctx.db, code));
}
