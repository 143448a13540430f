import type { AdminOrder } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-client.ts';
import { approvePayment } from './approve-payment.ts';
import { cancelOrder } from './cancel-order.ts';
import { staffOrderKeys } from './keys.ts';
import { observeOrder } from './observe-order.ts';
import { payOutOrder } from './pay-out-order.ts';
import { rejectPayment } from './reject-payment.ts';

/** One staff transition with what it carries. */
export type OrderActionRequest =
  | {
      action: 'approve';
      operationNumber: string;
      note: string;
      /** Set when the voucher shows someone other than the customer paying. */
      thirdPartyPayerName?: string;
      thirdPartyPayerDocument?: string;
    }
  | { action: 'reject' | 'cancel'; reason: string }
  | { action: 'observe'; note: string }
  | {
      action: 'payout';
      image: Blob;
      operationNumber: string;
      onProgress?: (fraction: number) => void;
    };

export function runOrderAction(orderId: number, request: OrderActionRequest): Promise<AdminOrder> {
  switch (request.action) {
    case 'approve':
      return approvePayment(orderId, {
        operationNumber: request.operationNumber,
        ...(request.note.trim() ? { note: request.note.trim() } : {}),
        ...(request.thirdPartyPayerName === undefined
          ? {}
          : {
              thirdPartyPayerName: request.thirdPartyPayerName,
              thirdPartyPayerDocument: request.thirdPartyPayerDocument,
            }),
      });
    case 'reject':
      return rejectPayment(orderId, { reason: request.reason });
    case 'cancel':
      return cancelOrder(orderId, { reason: request.reason });
    case 'observe':
      return observeOrder(orderId, { note: request.note });
    case 'payout':
      return payOutOrder(orderId, request.image, request.operationNumber, request.onProgress);
  }
}

/** One transition; afterwards the order and the queues are read again. */
export function useOrderAction(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: OrderActionRequest) => runOrderAction(orderId, request),
    onSuccess: (order) => {
      queryClient.setQueryData(staffOrderKeys.detail(orderId), order);
      void queryClient.invalidateQueries({ queryKey: staffOrderKeys.queues() });
    },
    // Someone else acted first: this screen is stale, read the order again.
    onError: (error) => {
      if (isApiError(error) && error.code === 'ORDER_STATUS_CHANGED')
        void queryClient.invalidateQueries({ queryKey: staffOrderKeys.detail(orderId), exact: true });
    },
  });
}
