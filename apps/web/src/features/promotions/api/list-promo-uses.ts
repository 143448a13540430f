import { promotionAdminEndpoints, type PromoUsePage } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { promoKeys } from './keys.ts';

export function listPromoUses(promoId: number, page: number, signal?: AbortSignal): Promise<PromoUsePage> {
  return apiCall(promotionAdminEndpoints.uses, {
    params: { promoId: String(promoId) },
    query: { page: String(page) },
    signal,
  });
}

export const promoUsesQuery = (promoId: number, page: number) =>
  queryOptions({
    queryKey: promoKeys.uses(promoId, page),
    queryFn: ({ signal }) => listPromoUses(promoId, page, signal),
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/promotions/:promoId/uses`: one page of the orders that took the coupon, newest first. */
export function usePromoUses(promoId: number, page: number) {
  return useQuery(promoUsesQuery(promoId, page));
}
