import { referralAdminEndpoints, type ReferralCodeListQuery, type ReferralCodePage } from '@cambix/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { referralAdminKeys } from './keys.ts';

export function listReferralCodes(
  query: ReferralCodeListQuery,
  signal?: AbortSignal,
): Promise<ReferralCodePage> {
  return apiCall(referralAdminEndpoints.list, { query, signal });
}

/** One page of referral codes; the last page stays on screen while the next loads. */
export function useReferralCodes(query: ReferralCodeListQuery) {
  return useQuery({
    queryKey: referralAdminKeys.list(query),
    queryFn: ({ signal }) => listReferralCodes(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
