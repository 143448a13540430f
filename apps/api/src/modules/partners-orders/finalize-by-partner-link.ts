import type { PartnerFinalizeRequest, PartnerLinkView } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { partnerLinks } from '../../platform/db/schema/index.ts';
import { finalizeOrder } from '../orders/index.ts';
import { assertLinkActive, openPartnerLink } from './open-partner-link.ts';
import { toPartnerLinkView } from './partner-link-view.ts';

/**
 * `POST /api/partner-link/:codigo/finalize` (docs/rules/partners.md#finalize-link): the client says the
 * payment is made; the order enters Pagos exactly as a customer's (PENDIENTE, staff notified, events), with
 * no actor in its history (the client has no account). An order that needs the declaración jurada is
 * finalized only with the client's signature (docs/rules/partners.md#origen-de-fondos). The link is then spent ('usada'); should marking it
 * fail after the order moved, the link still reads as used, since its order is finalized.
 */
export async function finalizeByPartnerLink(
  ctx: AppContext,
  code: string,
  request: PartnerFinalizeRequest,
): Promise<PartnerLinkView> {
  const opened = await openPartnerLink(ctx.db, code);
  assertLinkActive(opened, ctx.now());
  await finalizeOrder(ctx, {
    orderId: opened.order.id,
    ownerId: opened.order.userId,
    actor: null,
    operationNumber: request.operationNumber,
    // The client, not the partner, signs the declaración jurada when the order needs it.
    declarationSignature: request.declarationSignature,
    partnerLinkId: opened.link.id,
  });
  await ctx.db
    .update(partnerLinks)
    .set({ usedAt: ctx.now() })
    .where(and(eq(partnerLinks.id, opened.link.id), isNull(partnerLinks.usedAt)));
  return toPartnerLinkView(ctx, await openPartnerLink(ctx.db, code));
}
