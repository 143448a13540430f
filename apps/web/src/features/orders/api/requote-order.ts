import { orderEndpoints, type Order, type RequoteRequest } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export interface RequoteInput extends RequoteRequest {
  orderId: number;
}

export const requoteOrder = ({ orderId, ...body }: RequoteInput): Promise<Order> =>
  apiCall(orderEndpoints.requote, { params: { id: String(orderId) }, body });

/**
 * `POST /api/order/requote/{id}`: a divisas order whose lock ran out, priced on the board in force and locked
 * again; signed when its dollars at the new rate reach the declaración jurada.
 */
export function useRequoteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requoteOrder,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.active(), order),
  });
}
