import { orderEndpoints, type Order } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const requoteOrder = (orderId: number): Promise<Order> =>
  apiCall(orderEndpoints.requote, { params: { id: String(orderId) } });

/** `POST /api/order/requote/{id}`: a divisas order whose lock ran out, priced on the board in force and locked again. */
export function useRequoteOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requoteOrder,
    onSuccess: (order) => queryClient.setQueryData(orderKeys.active(), order),
  });
}
