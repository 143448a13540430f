import {
  activeCustomerEndpoints,
  type ActiveCustomerListQuery,
  type ActiveCustomerPage,
} from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { activeCustomerKeys } from './keys.ts';

export function listActiveCustomers(
  query: ActiveCustomerListQuery,
  signal?: AbortSignal,
): Promise<ActiveCustomerPage> {
  return apiCall(activeCustomerEndpoints.list, { query, signal });
}

export const activeCustomerListQuery = (query: ActiveCustomerListQuery) =>
  queryOptions({
    queryKey: activeCustomerKeys.list(query),
    queryFn: ({ signal }) => listActiveCustomers(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/**
 * `GET /api/admin/active-customers`: the months of the range (new and returning) and one page of its
 * customers; nothing is asked while `enabled` is false (a range the server would refuse).
 */
export function useActiveCustomers(query: ActiveCustomerListQuery, enabled: boolean) {
  return useQuery({ ...activeCustomerListQuery(query), enabled });
}
