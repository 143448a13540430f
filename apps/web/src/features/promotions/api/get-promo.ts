import { promotionAdminEndpoints, type PromoDetail } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { promoKeys } from './keys.ts';

export function getPromo(promoId: number, signal?: AbortSignal): Promise<PromoDetail> {
  return apiCall(promotionAdminEndpoints.get, { params: { promoId: String(promoId) }, signal });
}

export const promoDetailQuery = (promoId: number) =>
  queryOptions({
    queryKey: promoKeys.detail(promoId),
    queryFn: ({ signal }) => getPromo(promoId, signal),
  });

/** `GET /api/admin/promotions/:promoId`: the coupon, its totals and its uses per Lima day. */
export function usePromo(promoId: number, enabled = true) {
  return useQuery({ ...promoDetailQuery(promoId), enabled });
}
