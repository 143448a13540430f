import { orderEndpoints, type ListOrdersQuery, type OrdersPage } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const listOrders = (query: ListOrdersQuery, signal?: AbortSignal): Promise<OrdersPage> =>
  apiCall(orderEndpoints.list, { query, signal });

export const ordersQueryOptions = (query: ListOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => listOrders(query, signal),
    // The list keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The customer's orders, newest first, one page. */
export function useOrders(query: ListOrdersQuery) {
  return useQuery(ordersQueryOptions(query));
}

const RECENT_ORDERS = 4;

/** The welcome page's last orders: the first page of the history, short. */
export const recentOrdersQueryOptions = () => ordersQueryOptions({ page: 1, size: RECENT_ORDERS });
