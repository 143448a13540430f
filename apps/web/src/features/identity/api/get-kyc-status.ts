import { identityEndpoints, type KycStatus } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { identityKeys } from './keys.ts';

export const fetchKycStatus = (): Promise<KycStatus> => apiCall(identityEndpoints.kycStatus);

/** The wizard's resume point; photo links are signed for a few minutes, so it is not kept long. */
export const kycStatusQueryOptions = () =>
  queryOptions({ queryKey: identityKeys.kycStatus, queryFn: fetchKycStatus, staleTime: 0, gcTime: 60_000 });

export function useKycStatus() {
  return useQuery(kycStatusQueryOptions());
}
