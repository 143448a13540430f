import { endpoint, withCallers } from '../http/endpoint.ts';
import { promotionAdminCallers, promotionCallers } from './callers.ts';
import type {
  PromoActiveRequest,
  PromoDetail,
  PromoFilters,
  PromoIdParams,
  PromoListQuery,
  PromoPage,
  PromoRequest,
  PromoSummary,
  PromoUsePage,
  PromoUsesQuery,
} from './admin-schemas.ts';
import type { PromoCheck, PromoCheckRequest } from './schemas.ts';

export const promotionEndpoints = withCallers(promotionCallers, {
  check: endpoint<{ body: PromoCheckRequest; response: PromoCheck }>('POST', '/api/promocode'),
});

/** Cupones for staff (module promociones): /dashboard/promociones and /dashboard/promocion/:idPromocion. */
export const promotionAdminEndpoints = withCallers(promotionAdminCallers, {
  list: endpoint<{ query: PromoListQuery; response: PromoPage }>('GET', '/api/admin/promotions'),
  /** A CSV file (text/csv, UTF-8 with BOM) of the filtered coupons; a refusal is still the JSON envelope. */
  export: endpoint<{ query: PromoFilters; response: string }>('GET', '/api/admin/promotions/export'),
  get: endpoint<{ params: PromoIdParams; response: PromoDetail }>('GET', '/api/admin/promotions/:promoId'),
  uses: endpoint<{ params: PromoIdParams; query: PromoUsesQuery; response: PromoUsePage }>(
    'GET',
    '/api/admin/promotions/:promoId/uses',
  ),
  create: endpoint<{ body: PromoRequest; response: PromoSummary }>('POST', '/api/admin/promotions'),
  update: endpoint<{ params: PromoIdParams; body: PromoRequest; response: PromoSummary }>(
    'PUT',
    '/api/admin/promotions/:promoId',
  ),
  /** Switch on or off; a coupon is never deleted once used. */
  setActive: endpoint<{ params: PromoIdParams; body: PromoActiveRequest; response: PromoSummary }>(
    'PATCH',
    '/api/admin/promotions/:promoId/active',
  ),
});
