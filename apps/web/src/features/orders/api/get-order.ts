import { orderEndpoints, type Order } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const fetchOrder = (code: string, signal?: AbortSignal): Promise<Order> =>
  apiCall(orderEndpoints.get, { params: { code }, signal });

export const orderQueryOptions = (code: string) =>
  queryOptions({ queryKey: orderKeys.detail(code), queryFn: ({ signal }) => fetchOrder(code, signal) });

/** One of the customer's orders in full, by its code (null: none asked). */
export function useOrder(code: string | null) {
  return useQuery({ ...orderQueryOptions(code ?? ''), enabled: code !== null });
}
