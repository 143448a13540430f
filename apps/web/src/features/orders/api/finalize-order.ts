import { orderEndpoints, type Order } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** What finalizing sends: the operation number if given, and the declaración jurada once it is asked for. */
export interface FinalizeVariables {
  orderId: number;
  operationNumber: string;
  declarationSignature?: string;
}

/** The request body of a finalize, by the customer's session or by a link. */
export const finalizeBody = ({ operationNumber, declarationSignature }: FinalizeVariables) => ({
  ...(operationNumber.trim() ? { operationNumber: operationNumber.trim() } : {}),
  ...(declarationSignature === undefined ? {} : { declarationSignature }),
});

export const finalizeOrder = (variables: FinalizeVariables) =>
  apiCall(orderEndpoints.save, { params: { id: String(variables.orderId) }, body: finalizeBody(variables) });

export type FinalizeRequest = (variables: FinalizeVariables) => Promise<Order>;

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
