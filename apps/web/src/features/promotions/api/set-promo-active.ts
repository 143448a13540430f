import { promotionAdminEndpoints } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { promoKeys } from './keys.ts';

/** `PATCH /api/admin/promotions/:promoId/active`: switches a coupon on or off (never deleted). */
export function useSetPromoActive(promoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      apiCall(promotionAdminEndpoints.setActive, { params: { promoId: String(promoId) }, body: { active } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: promoKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: promoKeys.detail(promoId) });
    },
  });
}
