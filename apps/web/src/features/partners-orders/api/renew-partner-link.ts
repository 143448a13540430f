import { partnerEndpoints, type PartnerOrder } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { partnerOrderKeys } from './keys.ts';

export function renewPartnerLink(code: string): Promise<PartnerOrder> {
  return apiCall(partnerEndpoints.renewLink, { params: { code } });
}

/** A new finalize link for a TEMPORAL order whose link expired; the older link then answers as replaced. */
export function useRenewPartnerLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewPartnerLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerOrderKeys.lists() }),
  });
}
