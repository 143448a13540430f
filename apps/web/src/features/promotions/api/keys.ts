import type { PromoListQuery } from '@cambix/contract';

/** Cache keys of Cupones (house style 10): saving a coupon invalidates its detail and every list. */
export const promoKeys = {
  all: ['staff', 'promotions'] as const,
  lists: () => [...promoKeys.all, 'list'] as const,
  list: (query: PromoListQuery) => [...promoKeys.lists(), query] as const,
  detail: (promoId: number) => [...promoKeys.all, 'detail', promoId] as const,
  uses: (promoId: number, page: number) => [...promoKeys.detail(promoId), 'uses', page] as const,
};
