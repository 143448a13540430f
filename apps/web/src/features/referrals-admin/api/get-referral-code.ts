import { referralAdminEndpoints, type ReferralCodeDetail } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { referralAdminKeys } from './keys.ts';

export function getReferralCode(code: string, signal?: AbortSignal): Promise<ReferralCodeDetail> {
  return apiCall(referralAdminEndpoints.get, { params: { code }, signal });
}

/** One code with its owner, totals and referred customers. */
export function useReferralCode(code: string) {
  return useQuery({
    queryKey: referralAdminKeys.detail(code),
    queryFn: ({ signal }) => getReferralCode(code, signal),
    enabled: code !== '',
  });
}
