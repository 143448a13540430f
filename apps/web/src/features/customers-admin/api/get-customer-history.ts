import { adminUserEndpoints, type CustomerHistoryEntry } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function getCustomerHistory(userId: number, signal?: AbortSignal): Promise<CustomerHistoryEntry[]> {
  return apiCall(adminUserEndpoints.customerHistory, { params: { userId: String(userId) }, signal });
}

export const customerHistoryQuery = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.history(userId),
    enabled: userId > 0,
    queryFn: ({ signal }) => getCustomerHistory(userId, signal),
    staleTime: 0,
  });

export function useCustomerHistory(userId: number) {
  return useQuery(customerHistoryQuery(userId));
}
