import { orderEndpoints, type Order } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const cancelOrder = (orderId: number): Promise<Order> =>
  apiCall(orderEndpoints.cancel, { params: { id: String(orderId) } });

/** `POST /api/order/cancel/{id}`: the customer drops their TEMPORAL order; no active order remains. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: () => {
      queryClient.setQueryData(orderKeys.active(), null);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.limits() });
    },
  });
}
