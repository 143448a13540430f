import { settingsEndpoints, type PublicContact } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const publicContactKey = ['public', 'contact'] as const;

export function getPublicContact(signal?: AbortSignal): Promise<PublicContact> {
  return apiCall(settingsEndpoints.publicContact, { signal });
}

/** The company and the help contact from Ajustes; they change rarely, so one read per few minutes. */
export function usePublicContact() {
  return useQuery({
    queryKey: publicContactKey,
    queryFn: ({ signal }) => getPublicContact(signal),
    staleTime: 5 * 60_000,
  });
}
