import type { PartnerApiQuote, PartnerApiQuoteInput } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { findPartner } from './acting-partner.ts';
import { partnerOrderTerms, receiveCurrencyOf } from './partner-order-terms.ts';

/**
 * `POST /api/partner-api/v1/quotes` (docs/rules/partners.md#partner-api): what an order of these terms would
 * cost and pay if created now, by the very terms creating it settles (the partner's commission, or the
 * customer's divisas rate and the lock it would get). Nothing is kept: the order prices itself again.
 */
export async function quoteApiOrder(
  ctx: AppContext,
  partnerId: number,
  input: PartnerApiQuoteInput,
): Promise<PartnerApiQuote> {
  // The key was refused already if its partner is inactive; this is one deactivated since.
  const partner = await findPartner(ctx.db, partnerId);
  if (!partner?.active) throw new AppError('PARTNER_INACTIVE');
  const now = ctx.now();
  // The dollars a cambio de saldo measures are the order's business, not its price: no board is read.
  const terms = await ctx.db.transaction((tx) => partnerOrderTerms(ctx, tx, partner, input, null, now));
  return {
    kind: input.kind,
    sendCurrency: terms.sendCurrency,
    currency: receiveCurrencyOf(input),
    sendAmount: terms.columns.sendAmount,
    finalFee: terms.columns.finalFee,
    receiveAmount: terms.columns.receiveAmount,
    exchange: terms.exchange,
  };
}
