import { adminOrderEndpoints, type AdminOrderFilters, type AdminOrderPage } from '@cambix/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffBoardKeys } from './keys.ts';

export function listAdminOrders(
  filters: AdminOrderFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<AdminOrderPage> {
  return apiCall(adminOrderEndpoints.list, {
    query: cursor ? { ...filters, cursor } : filters,
    signal,
  });
}

/** Keyset pages of the staff order list: "Cargar más" asks for the page after the last row shown. */
export function useAdminOrders(filters: AdminOrderFilters) {
  return useInfiniteQuery({
    queryKey: staffBoardKeys.orderList(filters),
    queryFn: ({ pageParam, signal }) => listAdminOrders(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 10_000,
  });
}
