import { z } from 'zod';
import { decimalString, percentString } from '../common/money-schemas.ts';

/** `POST /api/promocode`: is this coupon good for this customer and amount? */
export const promoCheckRequest = z.object({
  code: z.string({ error: 'Escribe el cupón.' }).trim().toUpperCase().min(1, 'Escribe el cupón.').max(30),
  sendAmount: decimalString,
});
export type PromoCheckRequest = z.input<typeof promoCheckRequest>;

export const promoCheck = z.object({
  code: z.string(),
  percentDiscount: percentString,
  minAmount: decimalString,
  description: z.string().nullable(),
});
export type PromoCheck = z.infer<typeof promoCheck>;
