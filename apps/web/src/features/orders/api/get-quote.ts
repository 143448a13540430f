import { orderEndpoints, type LiveQuote, type QuoteRequest } from '@cambix/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const fetchQuote = (body: QuoteRequest, signal?: AbortSignal): Promise<LiveQuote> =>
  apiCall(orderEndpoints.quote, { body, signal });

/** The server's quote for a request (null: nothing to ask yet); the last answer stays while the next loads. */
export function useQuote(request: QuoteRequest | null) {
  return useQuery({
    queryKey: orderKeys.quote(request ?? { bankId: 0 }),
    queryFn: ({ signal }) => fetchQuote(request as QuoteRequest, signal),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
}
