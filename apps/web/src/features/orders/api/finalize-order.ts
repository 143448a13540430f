import { orderEndpoints, type Order } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const finalizeOrder = ({ orderId, operationNumber }: { orderId: number; operationNumber: string }) =>
  apiCall(orderEndpoints.save, {
    params: { id: String(orderId) },
    body: operationNumber.trim() ? { operationNumber: operationNumber.trim() } : {},
  });

export type FinalizeRequest = (variables: { orderId: number; operationNumber: string }) => Promise<Order>;

/**
 * `POST /api/order/save-order/{id}` (or a link's finalize): the order goes PENDIENTE; no active order
 * remains.
 */
export function useFinalizeOrder(finalize: FinalizeRequest = finalizeOrder) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finalize,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.active(), null);
      queryClient.setQueryData(orderKeys.detail(order.code), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: orderKeys.limits() });
    },
  });
}
