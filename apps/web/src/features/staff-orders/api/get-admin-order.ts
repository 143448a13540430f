import { adminOrderEndpoints, type AdminOrder } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffOrderKeys } from './keys.ts';

export function getAdminOrder(orderId: number, signal?: AbortSignal): Promise<AdminOrder> {
  return apiCall(adminOrderEndpoints.get, { params: { orderId: String(orderId) }, signal });
}

export const adminOrderQuery = (orderId: number) =>
  queryOptions({
    queryKey: staffOrderKeys.detail(orderId),
    queryFn: ({ signal }) => getAdminOrder(orderId, signal),
    enabled: orderId > 0,
    refetchOnWindowFocus: true,
  });

/** One order as staff see it, with the actions the caller may take now. */
export function useAdminOrder(orderId: number) {
  return useQuery(adminOrderQuery(orderId));
}
