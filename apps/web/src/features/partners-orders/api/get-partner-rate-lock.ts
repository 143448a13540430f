import { partnerEndpoints, type RateLockTerms } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { partnerOrderKeys } from './keys.ts';

export function getPartnerRateLock(partnerId: number | null, signal?: AbortSignal): Promise<RateLockTerms> {
  const query = partnerId === null ? {} : { partnerId: String(partnerId) };
  return apiCall(partnerEndpoints.rateLock, { query, signal });
}

export const partnerRateLockQuery = (partnerId: number | null) =>
  queryOptions({
    queryKey: partnerOrderKeys.rateLock(partnerId),
    queryFn: ({ signal }) => getPartnerRateLock(partnerId, signal),
  });

/**
 * Whether the partner's dollar order now would lock its rate (`GET /api/partner/rate-lock`): the server counts
 * every order the partner placed (docs/rules/exchange.md#indicative-quotes). Null: the caller's own partner.
 */
export function usePartnerRateLock(partnerId: number | null) {
  return useQuery(partnerRateLockQuery(partnerId));
}
