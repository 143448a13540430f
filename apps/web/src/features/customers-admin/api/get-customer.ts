import { adminUserEndpoints, type CustomerDetail } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function getCustomer(userId: number, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiCall(adminUserEndpoints.customer, { params: { userId: String(userId) }, signal });
}

export const customerQuery = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.detail(userId),
    queryFn: ({ signal }) => getCustomer(userId, signal),
    enabled: userId > 0,
  });

export function useCustomer(userId: number) {
  return useQuery(customerQuery(userId));
}
