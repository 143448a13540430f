import { balanceEndpoints, type BalanceOverview } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { balanceKeys } from './keys.ts';

export function getBalanceOverview(signal?: AbortSignal): Promise<BalanceOverview> {
  return apiCall(balanceEndpoints.overview, { signal });
}

export const balanceOverviewQuery = () =>
  queryOptions({
    queryKey: balanceKeys.overview(),
    queryFn: ({ signal }) => getBalanceOverview(signal),
    staleTime: 10_000,
  });

/** `GET /api/admin/finance/balance`: one card per account and the totals per currency, as the server sums them. */
export function useBalanceOverview() {
  return useQuery(balanceOverviewQuery());
}
