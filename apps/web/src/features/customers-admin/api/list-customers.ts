import { adminUserEndpoints, type CustomerList, type CustomerListQuery } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function listCustomers(query: CustomerListQuery, signal?: AbortSignal): Promise<CustomerList> {
  return apiCall(adminUserEndpoints.listCustomers, { query, signal });
}

export const customerListQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customerKeys.list(query),
    queryFn: ({ signal }) => listCustomers(query, signal),
    // The grid keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useCustomerList(query: CustomerListQuery) {
  return useQuery(customerListQuery(query));
}
