import { partnerEndpoints, type PartnerQuote, type PartnerQuoteRequest } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

/** The server's quote with the partner's pricing (docs/rules/partners.md#partner-orders). */
export function quotePartnerOrder(body: PartnerQuoteRequest, signal?: AbortSignal): Promise<PartnerQuote> {
  return apiCall(partnerEndpoints.quote, { body, signal });
}
