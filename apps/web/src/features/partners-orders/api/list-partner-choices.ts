import { partnerEndpoints, type PartnerChoice } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { partnerOrderKeys } from './keys.ts';

export function listPartnerChoices(signal?: AbortSignal): Promise<PartnerChoice[]> {
  return apiCall(partnerEndpoints.choices, { signal });
}

/** The partners the caller may act for: staff pick one; a partner's user has its own. */
export const partnerChoicesQuery = () =>
  queryOptions({
    queryKey: partnerOrderKeys.choices(),
    queryFn: ({ signal }) => listPartnerChoices(signal),
    staleTime: 60_000,
  });

export function usePartnerChoices(enabled: boolean) {
  return useQuery({ ...partnerChoicesQuery(), enabled });
}
