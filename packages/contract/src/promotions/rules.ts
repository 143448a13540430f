/** Coupon rules the form and the server share (docs/rules/coupons-and-referrals.md#coupons). */

/** Capitals, digits and hyphens; 3 to 30 characters, starting with a letter or digit. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{2,29}$/;

/** Percent off the commission, or a fixed amount in soles off it (never below zero). */
export const PROMO_DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type PromoDiscountKind = (typeof PROMO_DISCOUNT_KINDS)[number];

/**
 * Where a coupon stands today: activo (usable now), programado (active, not yet started), vencido (its
 * window ended), agotado (its total cap is used), inactivo (switched off by staff).
 */
export const PROMO_STATES = ['activo', 'programado', 'vencido', 'agotado', 'inactivo'] as const;
export type PromoState = (typeof PROMO_STATES)[number];

export const PROMO_SORT_FIELDS = ['createdAt', 'code', 'validTo', 'uses', 'discountTotal'] as const;
export type PromoSortField = (typeof PROMO_SORT_FIELDS)[number];

export const PROMO_PAGE_SIZES = [10, 25, 50] as const;

/** The most customers one coupon can be restricted to. */
export const PROMO_MAX_CUSTOMERS = 200;
