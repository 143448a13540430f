import { adminUserEndpoints, type CustomerDocument } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function getCustomerDocuments(userId: number, signal?: AbortSignal): Promise<CustomerDocument[]> {
  return apiCall(adminUserEndpoints.customerDocuments, { params: { userId: String(userId) }, signal });
}

export const customerDocumentsQuery = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.documents(userId),
    enabled: userId > 0,
    queryFn: ({ signal }) => getCustomerDocuments(userId, signal),
    // Signed links last five minutes: fetch fresh ones each time the images are shown.
    staleTime: 0,
    gcTime: 60_000,
    refetchOnMount: 'always',
  });

export function useCustomerDocuments(userId: number) {
  return useQuery(customerDocumentsQuery(userId));
}
