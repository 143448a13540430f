import { promotionAdminEndpoints, type PromoListQuery, type PromoPage } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { promoKeys } from './keys.ts';

export function listPromos(query: PromoListQuery, signal?: AbortSignal): Promise<PromoPage> {
  return apiCall(promotionAdminEndpoints.list, { query, signal });
}

export const promoListQuery = (query: PromoListQuery) =>
  queryOptions({
    queryKey: promoKeys.list(query),
    queryFn: ({ signal }) => listPromos(query, signal),
    // The table keeps showing the last page while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

/** `GET /api/admin/promotions`: one page of coupons, filtered and sorted on the server. */
export function usePromoList(query: PromoListQuery) {
  return useQuery(promoListQuery(query));
}
