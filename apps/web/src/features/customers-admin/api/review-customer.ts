import type { CustomerDetail, CustomerReviewAction } from '@cambix/contract';
import type { ApiResult } from '@/lib/api-client.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activateCustomer } from './activate-customer.ts';
import { approveCustomer } from './approve-customer.ts';
import { blockCustomer } from './block-customer.ts';
import { customerKeys } from './keys.ts';
import { rejectCustomer } from './reject-customer.ts';

export interface ReviewRequest {
  action: CustomerReviewAction;
  /** The reason (reject, block) or the optional note (approve, activate). */
  text: string;
}

export function reviewCustomer(
  userId: number,
  { action, text }: ReviewRequest,
): Promise<ApiResult<CustomerDetail>> {
  switch (action) {
    case 'approve':
      return approveCustomer(userId, text ? { note: text } : {});
    case 'activate':
      return activateCustomer(userId, text ? { note: text } : {});
    case 'reject':
      return rejectCustomer(userId, { reason: text });
    case 'block':
      return blockCustomer(userId, { reason: text });
  }
}

/** One review action; afterwards the customer, their history and the lists are read again. */
export function useReviewCustomer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ReviewRequest) => reviewCustomer(userId, request),
    onSuccess: ({ data }) => {
      queryClient.setQueryData(customerKeys.detail(userId), data);
      void queryClient.invalidateQueries({ queryKey: customerKeys.history(userId) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.lists() });
    },
    // A refusal (someone else acted first) leaves this screen stale: read the customer again.
    onError: () => queryClient.invalidateQueries({ queryKey: customerKeys.detail(userId), exact: true }),
  });
}
