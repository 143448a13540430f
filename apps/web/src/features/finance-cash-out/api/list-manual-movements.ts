import {
  manualMovementEndpoints,
  type ManualMovementListQuery,
  type ManualMovementPage,
} from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { cashOutKeys } from './keys.ts';

export function listManualMovements(
  query: ManualMovementListQuery,
  signal?: AbortSignal,
): Promise<ManualMovementPage> {
  return apiCall(manualMovementEndpoints.list, { query, signal });
}

export const manualMovementListQuery = (query: ManualMovementListQuery) =>
  queryOptions({
    queryKey: cashOutKeys.list(query),
    queryFn: ({ signal }) => listManualMovements(query, signal),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/finance/manual-movements`: one page, newest first, and how many wait for approval. */
export function useManualMovements(query: ManualMovementListQuery) {
  return useQuery(manualMovementListQuery(query));
}
