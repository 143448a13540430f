// Public entry of the promotions module: the promo an order can use.
// Other modules import only this file (decision 089).
export { checkPromoAmount, findUsablePromo } from './find-usable-promo.ts';
export type { PromoRow } from './find-usable-promo.ts';
