import { consentEndpoints } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { consentKeys } from './keys.ts';

export const customerConsentsQuery = (userId: number) =>
  queryOptions({
    queryKey: consentKeys.customer(userId),
    enabled: userId > 0,
    queryFn: ({ signal }) =>
      apiCall(consentEndpoints.customerConsents, { params: { userId: String(userId) }, signal }),
    staleTime: 0,
  });

export function useCustomerConsents(userId: number) {
  return useQuery(customerConsentsQuery(userId));
}
