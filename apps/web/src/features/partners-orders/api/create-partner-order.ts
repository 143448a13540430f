import { partnerEndpoints, type PartnerOrder, type PartnerOrderRequest } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { partnerOrderKeys } from './keys.ts';

export function createPartnerOrder(body: PartnerOrderRequest): Promise<PartnerOrder> {
  return apiCall(partnerEndpoints.create, { body });
}

/** Creates the order and its finalize link; the lists reload. */
export function useCreatePartnerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPartnerOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerOrderKeys.lists() }),
  });
}

/** An idempotency key per attempt: a double click or a retry of the same attempt creates one order. */
export const newIdempotencyKey = (): string => crypto.randomUUID().replace(/-/g, '');
