import { z } from 'zod';
import { normalizeReferralCode, REFERRAL_CODE_PATTERN } from '../identity/rules.ts';

export const referralCodeParams = z.object({
  code: z
    .string()
    .transform(normalizeReferralCode)
    .refine((value) => REFERRAL_CODE_PATTERN.test(value), 'El código de referido no es válido.'),
});
export type ReferralCodeParams = z.input<typeof referralCodeParams>;

export const referralCodeCheck = z.object({
  code: z.string(),
  /** Discount on the fee of the referred customer's first order, percent as a decimal string. */
  percentDiscount: z.string(),
});
export type ReferralCodeCheck = z.infer<typeof referralCodeCheck>;

/** The customer's own referral code and the registration link that carries it. */
export const ownReferralCode = z.object({
  code: z.string(),
  percentDiscount: z.string(),
  active: z.boolean(),
  /** `${APP_URL}/registro?ref=CODE`. */
  shareUrl: z.string(),
});
export type OwnReferralCode = z.infer<typeof ownReferralCode>;
