import { staffAccountEndpoints, type StaffAccountList, type StaffAccountListQuery } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffAccountKeys } from './keys.ts';

export function listStaffAccounts(
  query: StaffAccountListQuery,
  signal?: AbortSignal,
): Promise<StaffAccountList> {
  return apiCall(staffAccountEndpoints.list, { query, signal });
}

export const staffAccountListQuery = (query: StaffAccountListQuery) =>
  queryOptions({
    queryKey: staffAccountKeys.list(query),
    queryFn: ({ signal }) => listStaffAccounts(query, signal),
    // The table keeps showing the last answer while a new filter loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export function useStaffAccountList(query: StaffAccountListQuery) {
  return useQuery(staffAccountListQuery(query));
}
