import { orderEndpoints, type NewOrderRequest } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pointsKey } from '@/features/points';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const createOrder = (body: NewOrderRequest) => apiCall(orderEndpoints.newOrder, { body });

/** `POST /api/order/new-order`: the TEMPORAL order becomes the active one. */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.active(), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      // Redeemed points leave the balance when the order is created.
      void queryClient.invalidateQueries({ queryKey: pointsKey });
    },
  });
}
