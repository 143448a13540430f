import { balanceEndpoints, type ReconciliationDetail } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { balanceKeys } from './keys.ts';

export function getReconciliation(
  reconciliationId: number,
  signal?: AbortSignal,
): Promise<ReconciliationDetail> {
  return apiCall(balanceEndpoints.reconciliation, {
    params: { reconciliationId: String(reconciliationId) },
    signal,
  });
}

export const reconciliationQuery = (reconciliationId: number) =>
  queryOptions({
    queryKey: balanceKeys.reconciliation(reconciliationId),
    queryFn: ({ signal }) => getReconciliation(reconciliationId, signal),
    // A saved reconciliation never changes.
    staleTime: Infinity,
  });

/** `GET /api/admin/finance/reconciliations/:id`: a past reconciliation with every line and row. */
export function useReconciliation(reconciliationId: number | null) {
  return useQuery({ ...reconciliationQuery(reconciliationId ?? 0), enabled: reconciliationId !== null });
}
