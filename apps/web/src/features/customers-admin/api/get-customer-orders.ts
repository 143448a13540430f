import { adminUserEndpoints, type CustomerOrderPage } from '@cambix/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function getCustomerOrders(
  userId: number,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<CustomerOrderPage> {
  return apiCall(adminUserEndpoints.customerOrders, {
    params: { userId: String(userId) },
    query: { page: String(page), pageSize: String(pageSize) },
    signal,
  });
}

/** One page of the customer's orders, newest first (tab Órdenes); the previous page stays while the next loads. */
export function useCustomerOrders(userId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: customerKeys.orders(userId, page, pageSize),
    enabled: userId > 0,
    queryFn: ({ signal }) => getCustomerOrders(userId, page, pageSize, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
