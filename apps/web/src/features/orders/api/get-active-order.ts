import { orderEndpoints, type Order } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const fetchActiveOrder = (): Promise<Order | null> => apiCall(orderEndpoints.active);

export const activeOrderQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.active(), queryFn: fetchActiveOrder, staleTime: 0 });

/** The customer's TEMPORAL order, to resume it where it was left (null: none). */
export function useActiveOrder() {
  return useQuery(activeOrderQueryOptions());
}
