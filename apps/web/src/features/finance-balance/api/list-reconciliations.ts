import { balanceEndpoints, type ReconciliationListQuery, type ReconciliationSummary } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { balanceKeys } from './keys.ts';

export function listReconciliations(
  query: ReconciliationListQuery,
  signal?: AbortSignal,
): Promise<ReconciliationSummary[]> {
  return apiCall(balanceEndpoints.reconciliations, { query, signal });
}

export const reconciliationListQuery = (query: ReconciliationListQuery = {}) =>
  queryOptions({
    queryKey: balanceKeys.reconciliationList(query),
    queryFn: ({ signal }) => listReconciliations(query, signal),
    staleTime: 10_000,
  });

/** `GET /api/admin/finance/reconciliations`: the reconciliations run so far, newest first. */
export function useReconciliations(query: ReconciliationListQuery = {}) {
  return useQuery(reconciliationListQuery(query));
}
