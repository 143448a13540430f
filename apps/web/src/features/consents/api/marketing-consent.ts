import { consentEndpoints, type MarketingConsent } from '@cambix/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall, apiRequest } from '@/lib/api-client.ts';
import { consentKeys } from './keys.ts';

export const marketingConsentQuery = () =>
  queryOptions({
    queryKey: consentKeys.marketing,
    queryFn: ({ signal }) => apiCall(consentEndpoints.marketingConsent, { signal }),
  });

export function useMarketingConsent() {
  return useQuery(marketingConsentQuery());
}

/** Grants or withdraws; answers the server's message for the snackbar. */
export function useSetMarketingConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (grant: boolean) =>
      apiRequest(consentEndpoints.setMarketingConsent, { body: { otorgar: grant } }),
    onSuccess: ({ data }) => queryClient.setQueryData<MarketingConsent>(consentKeys.marketing, data),
  });
}
