import { partnerEndpoints, type PartnerOrderListQuery, type PartnerOrderPage } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { partnerOrderKeys } from './keys.ts';

export function listPartnerOrders(
  query: PartnerOrderListQuery,
  signal?: AbortSignal,
): Promise<PartnerOrderPage> {
  return apiCall(partnerEndpoints.orders, { query, signal });
}

export const partnerOrdersQuery = (query: PartnerOrderListQuery) =>
  queryOptions({
    queryKey: partnerOrderKeys.list(query),
    queryFn: ({ signal }) => listPartnerOrders(query, signal),
    staleTime: 10_000,
  });

/** One page of the partner's orders and the month's totals; the last page stays while the next loads. */
export function usePartnerOrders(query: PartnerOrderListQuery, enabled: boolean) {
  return useQuery({ ...partnerOrdersQuery(query), enabled, placeholderData: keepPreviousData });
}
