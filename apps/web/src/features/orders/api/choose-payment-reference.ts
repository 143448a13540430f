import { orderEndpoints, type Order } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/**
 * `POST /api/order/payment-reference/{id}`: the customer will pay writing the order's reference in the
 * transfer's description; the server draws it (once) and the voucher becomes optional.
 */
export function useChoosePaymentReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number): Promise<Order> =>
      apiCall(orderEndpoints.paymentReference, { params: { id: String(orderId) } }),
    onSuccess: (order) => queryClient.setQueryData(orderKeys.active(), order),
  });
}
