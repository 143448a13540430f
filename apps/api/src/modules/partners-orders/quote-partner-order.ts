import type { PartnerQuote } from '@cambix/contract';
import type { partnerQuoteRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import type { Principal } from '../../platform/http/access.ts';
import { pricePartnerOrder } from '../orders/index.ts';
import { actingPartner } from './acting-partner.ts';
import { onPaymentBankField } from './payment-bank-field.ts';

/** `POST /api/partner/quote`: the server's quote with the partner's commission (docs/rules/partners.md#partner-orders). */
export async function quotePartnerOrder(
  ctx: AppContext,
  principal: Principal,
  request: z.output<typeof partnerQuoteRequest>,
): Promise<PartnerQuote> {
  const partner = await actingPartner(ctx, principal, request.partnerId);
  const { quote } = await pricePartnerOrder(
    ctx,
    {
      bankId: request.paymentBankId,
      sendAmount: request.sendAmount,
      destinationBankId: request.destinationBankId,
    },
    partner.commissionPercent,
  ).catch(onPaymentBankField);
  return { quote, partnerName: partner.name };
}
