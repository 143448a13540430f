import { z } from 'zod';
import { percentString } from '../common/money-schemas.ts';

export const accountType = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  /** Allowed account-number length, in digits. */
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type AccountType = z.infer<typeof accountType>;

/** A bank of the catalogue (docs/rules/banks-and-accounts.md#bank-catalogue). */
export const bank = z.object({
  id: z.number().int(),
  /** 3-digit CCI entity prefix. */
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  /** Brand colour for the bank's badge (hex). */
  color: z.string(),
  /** A logo the operator uploaded; null shows the badge (decision 016). */
  logoUrl: z.string().nullable(),
  /** Per-order maximum in PEN, decimal string, or null. */
  maxOrderAmount: z.string().nullable(),
  /** Cambix holds a collection account here: the customer's CCI is optional. */
  hasCollectionAccount: z.boolean(),
  accountTypes: z.array(accountType),
});
export type Bank = z.infer<typeof bank>;

/** One commission of the list staff choose from (settings `fees`). */
export const commission = z.object({ value: percentString, isDefault: z.boolean() });
export type Commission = z.infer<typeof commission>;

/**
 * How to pay Cambix from a card at one bank, one numbered instruction
 * (docs/rules/banks-and-accounts.md#payment-steps).
 */
export const paymentBankStep = z.object({
  bankId: z.number().int(),
  step_number: z.number().int(),
  text: z.string(),
});
export type PaymentBankStep = z.infer<typeof paymentBankStep>;
