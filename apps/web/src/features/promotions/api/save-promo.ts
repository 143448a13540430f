import { promotionAdminEndpoints, type PromoRequest, type PromoSummary } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { promoKeys } from './keys.ts';

/** Creates a coupon (null id) or edits one; the body is what the form's schema accepted. */
export function savePromo(promoId: number | null, body: PromoRequest): Promise<PromoSummary> {
  return promoId === null
    ? apiCall(promotionAdminEndpoints.create, { body })
    : apiCall(promotionAdminEndpoints.update, { params: { promoId: String(promoId) }, body });
}

export function useSavePromo(promoId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoRequest) => savePromo(promoId, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: promoKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: promoKeys.detail(saved.id) });
    },
  });
}
