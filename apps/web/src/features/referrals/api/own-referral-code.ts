import { referralEndpoints, type OwnReferralCode } from '@cambix/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

const ownCodeKey = ['referral-code', 'own'] as const;

export const fetchOwnReferralCode = (): Promise<OwnReferralCode | null> => apiCall(referralEndpoints.ownCode);

export const ownReferralCodeQueryOptions = () =>
  queryOptions({ queryKey: ownCodeKey, queryFn: fetchOwnReferralCode });

export function useOwnReferralCode() {
  return useQuery(ownReferralCodeQueryOptions());
}

/** Creates the customer's code (the server answers the existing one if there is one). */
export function useCreateOwnReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCall(referralEndpoints.createOwnCode),
    onSuccess: (code) => queryClient.setQueryData(ownCodeKey, code),
  });
}
