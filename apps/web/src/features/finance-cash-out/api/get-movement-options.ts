import { manualMovementEndpoints, type MovementFormOptions } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { cashOutKeys } from './keys.ts';

export function getMovementOptions(signal?: AbortSignal): Promise<MovementFormOptions> {
  return apiCall(manualMovementEndpoints.options, { signal });
}

export const movementOptionsQuery = () =>
  queryOptions({
    queryKey: cashOutKeys.options(),
    queryFn: ({ signal }) => getMovementOptions(signal),
  });

/** `GET /api/admin/finance/movement-options`: the accounts, Ajustes' concepts, the four-eyes amount, today. */
export function useMovementOptions(enabled = true) {
  return useQuery({ ...movementOptionsQuery(), enabled });
}
