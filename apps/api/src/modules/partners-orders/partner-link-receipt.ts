import type { AppContext } from '../../platform/context.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { orderInvoicePdf } from '../orders/index.ts';
import { openPartnerLink } from './open-partner-link.ts';

/**
 * `GET /api/partner-link/:codigo/boleta`: a partner's client has no account, so their link is how they get
 * the boleta, the same PDF a customer downloads (docs/rules/partners.md#finalize-link). Any link of the order
 * opens it, used or expired: it is the client's proof of what they paid.
 */
export async function partnerLinkReceiptPdf(ctx: AppContext, code: string): Promise<FileAnswer> {
  const { order } = await openPartnerLink(ctx.db, code);
  return orderInvoicePdf(ctx, order.id);
}
