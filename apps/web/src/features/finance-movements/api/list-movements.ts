import { movementEndpoints, type MovementListQuery, type MovementPage } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { movementKeys } from './keys.ts';

export function listMovements(query: MovementListQuery, signal?: AbortSignal): Promise<MovementPage> {
  return apiCall(movementEndpoints.list, { query, signal });
}

export const movementListQuery = (query: MovementListQuery) =>
  queryOptions({
    queryKey: movementKeys.list(query),
    queryFn: ({ signal }) => listMovements(query, signal),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** `GET /api/admin/finance/movements`: one keyset page of ledger rows, newest first. */
export function useMovementList(query: MovementListQuery) {
  return useQuery(movementListQuery(query));
}
