import { promotionEndpoints, type PromoCheckRequest } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const checkPromoCode = (body: PromoCheckRequest) => apiCall(promotionEndpoints.check, { body });

/** `POST /api/promocode`: whether a coupon applies to this customer and amount, or why not. */
export function useCheckPromoCode() {
  return useMutation({ mutationFn: checkPromoCode });
}
