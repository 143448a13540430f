import { staffAccountEndpoints, type PartnerChoice } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffAccountKeys } from './keys.ts';

export function listPartnerChoices(signal?: AbortSignal): Promise<PartnerChoice[]> {
  return apiCall(staffAccountEndpoints.partners, { signal });
}

/** The partner businesses an Externo may belong to (inactive ones too); asked only once the form's role is Externo. */
export function usePartnerChoices(enabled: boolean) {
  return useQuery({
    queryKey: staffAccountKeys.partnerChoices(),
    queryFn: ({ signal }) => listPartnerChoices(signal),
    enabled,
    staleTime: 60_000,
  });
}
