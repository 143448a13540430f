import { adminOrderEndpoints, type OrderQueue } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffOrderKeys } from './keys.ts';
import { QUEUE_REFRESH_MS } from './queue-refresh.ts';

export function getPaymentsQueue(signal?: AbortSignal): Promise<OrderQueue> {
  return apiCall(adminOrderEndpoints.paymentsQueue, { signal });
}

export const paymentsQueueQuery = () =>
  queryOptions({
    queryKey: staffOrderKeys.paymentsQueue(),
    queryFn: ({ signal }) => getPaymentsQueue(signal),
    refetchInterval: QUEUE_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

/** Pagos: every PENDIENTE order, oldest first. */
export function usePaymentsQueue() {
  return useQuery(paymentsQueueQuery());
}
