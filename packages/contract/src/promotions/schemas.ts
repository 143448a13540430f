import { z } from 'zod';
import { rowId } from '../common/ids.ts';
import { decimalString, storedAmount } from '../common/money-schemas.ts';
import { PROMO_DISCOUNT_KINDS } from './rules.ts';

/** `POST /api/promocode`: is this coupon good for this customer, amount and payment bank? */
export const promoCheckRequest = z.object({
  code: z.string({ error: 'Escribe el cupón.' }).trim().toUpperCase().min(1, 'Escribe el cupón.').max(30),
  sendAmount: decimalString,
  /** The bank the customer pays from: a coupon may be for one bank only. */
  bankId: rowId('Elige un banco.').optional(),
});
export type PromoCheckRequest = z.input<typeof promoCheckRequest>;

export const promoCheck = z.object({
  code: z.string(),
  discountKind: z.enum(PROMO_DISCOUNT_KINDS),
  /** Percent off the commission, or soles off it. */
  discountValue: storedAmount,
  /** The effective minimum: the coupon's own, never below the commission's threshold. */
  minAmount: decimalString,
  maxAmount: storedAmount.nullable(),
  description: z.string().nullable(),
});
export type PromoCheck = z.infer<typeof promoCheck>;
