import { adminOrderEndpoints, type OrderQueue } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffOrderKeys } from './keys.ts';
import { QUEUE_REFRESH_MS } from './queue-refresh.ts';

export function getPayoutsQueue(signal?: AbortSignal): Promise<OrderQueue> {
  return apiCall(adminOrderEndpoints.payoutsQueue, { signal });
}

export const payoutsQueueQuery = () =>
  queryOptions({
    queryKey: staffOrderKeys.payoutsQueue(),
    queryFn: ({ signal }) => getPayoutsQueue(signal),
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** Devoluciones: every PENDIENTE_DEVOLUCION and OBSERVADA order, oldest first. */
export function usePayoutsQueue() {
  return useQuery(payoutsQueueQuery());
}
