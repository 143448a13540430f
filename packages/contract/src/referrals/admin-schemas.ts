import { z } from 'zod';
import { percentString, storedAmount } from '../common/money-schemas.ts';
import { optionalParam, paramWithDefault } from '../http/query-params.ts';
import { normalizeDocumentNumber } from '../identity/rules.ts';
import { orderStatus } from '../orders/schemas.ts';
import { ACCOUNT_STATUSES } from '../users/state.ts';

// Staff referral codes (module referidos; docs/rules/coupons-and-referrals.md#referral-codes).

/** Percent off the referred customer's first fee: more than 0 and up to 100. */
export const referralPercent = z
  .string({ error: 'Ingresa el descuento.' })
  .trim()
  .refine(
    (value) =>
      (percentString.safeParse(value).success || /^100(\.0{1,2})?$/.test(value)) && Number(value) > 0,
    'Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.',
  );

/** Staff give a customer their code (the same one the customer would get); the discount defaults to Ajustes'. */
export const referralCodeCreateRequest = z.object({
  documentNumber: z
    .string({ error: 'Ingresa el documento del cliente.' })
    .transform(normalizeDocumentNumber)
    .refine((value) => value.length > 0, 'Ingresa el documento del cliente.'),
  percentDiscount: referralPercent.optional(),
});
export type ReferralCodeCreateRequest = z.input<typeof referralCodeCreateRequest>;

/** Change a code's discount or switch it on or off; at least one of the two. */
export const referralCodeUpdateRequest = z
  .object({ percentDiscount: referralPercent.optional(), active: z.boolean().optional() })
  .refine((value) => value.percentDiscount !== undefined || value.active !== undefined, {
    path: ['percentDiscount'],
    message: 'Indica el nuevo descuento o si el código queda activo.',
  });
export type ReferralCodeUpdateRequest = z.input<typeof referralCodeUpdateRequest>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const filterShape = {
  /** Code, owner's name or document. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
  active: optionalParam(flag),
  sort: paramWithDefault(z.enum(['createdAt', 'code', 'referred', 'finished', 'rewardPoints']), 'createdAt'),
  order: paramWithDefault(z.enum(['asc', 'desc']), 'desc'),
};

export const referralCodeFilters = z.object(filterShape);
export type ReferralCodeFilters = z.input<typeof referralCodeFilters>;
export type ParsedReferralCodeFilters = z.output<typeof referralCodeFilters>;

export const referralCodeListQuery = z.object({
  ...filterShape,
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'Página no válida.')
      .transform(Number),
    1,
  ),
  pageSize: paramWithDefault(z.enum(['10', '25', '50']).transform(Number), 25),
});
export type ReferralCodeListQuery = z.input<typeof referralCodeListQuery>;

const owner = z.object({
  id: z.number().int(),
  name: z.string(),
  documentNumber: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
});

export const referralCodeSummary = z.object({
  code: z.string(),
  owner,
  percentDiscount: storedAmount,
  active: z.boolean(),
  /** Customers who signed up with the code. */
  referred: z.number().int(),
  /** Of them, those whose first order ended TERMINADA. */
  finished: z.number().int(),
  /** Referral points paid to the owner for this code. */
  rewardPoints: z.number().int(),
  createdAt: z.string(),
});
export type ReferralCodeSummary = z.infer<typeof referralCodeSummary>;

export const referralCodePage = z.object({
  items: z.array(referralCodeSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ReferralCodePage = z.infer<typeof referralCodePage>;

/** A customer who signed up with the code, their first order and the reward it paid. */
export const referredCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  documentNumber: z.string(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  registeredAt: z.string(),
  /** Their first order that was finalized (the one the discount and the reward follow). */
  firstOrder: z
    .object({
      id: z.number().int(),
      code: z.string(),
      createdAt: z.string(),
      sendAmount: storedAmount,
      status: orderStatus,
    })
    .nullable(),
  reward: z.object({ points: z.number().int(), at: z.string() }).nullable(),
  /** Why the programme does not count them (shared identity with the owner), in Spanish; null when it does. */
  blockedReason: z.string().nullable(),
});
export type ReferredCustomer = z.infer<typeof referredCustomer>;

export const referralCodeDetail = z.object({
  code: referralCodeSummary,
  referred: z.array(referredCustomer),
});
export type ReferralCodeDetail = z.infer<typeof referralCodeDetail>;
