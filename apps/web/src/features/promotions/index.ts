// Public entry of Cupones (module promociones): the list with its filters in the address, the coupon's
// detail, and the form that creates and edits coupons.
export { promoKeys } from './api/keys.ts';
export { PromosScreen, type PromosScreenProps } from './components/promos-screen.tsx';
export { PromoDetailScreen, type PromoDetailScreenProps } from './components/promo-detail-screen.tsx';
export { formatDiscount } from './format.ts';
