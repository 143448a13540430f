import { z } from 'zod';
import { rowId, idParams } from '../common/ids.ts';
import { decimalString, percentString, storedAmount } from '../common/money-schemas.ts';
import { amountsInOrder, isPositiveMoney } from '../common/money.ts';
import { calendarDate, optionalParam, paramWithDefault } from '../http/query-params.ts';
import { normalizeDocumentNumber } from '../identity/rules.ts';
import { orderStatus } from '../orders/schemas.ts';
import {
  PROMO_CODE_PATTERN,
  PROMO_DISCOUNT_KINDS,
  PROMO_MAX_CUSTOMERS,
  PROMO_PAGE_SIZES,
  PROMO_SORT_FIELDS,
  PROMO_STATES,
} from './rules.ts';

// Staff coupons (module promociones; docs/rules/coupons-and-referrals.md#coupons).

export const promoIdParams = idParams('promoId', 'Cupón no válido.');
export type PromoIdParams = z.input<typeof promoIdParams>;

export const promoCode = z
  .string({ error: 'Escribe el código del cupón.' })
  .trim()
  .toUpperCase()
  .regex(PROMO_CODE_PATTERN, 'Usa de 3 a 30 letras, números o guiones, sin espacios.');

const optionalAmount = z
  .union([decimalString, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

const optionalCount = (label: string) =>
  z
    .number({ error: `Ingresa ${label} como número entero.` })
    .int(`Ingresa ${label} como número entero.`)
    .min(1, `${label[0]?.toUpperCase()}${label.slice(1)} es al menos 1.`)
    .max(1_000_000, 'Usa hasta 1000000.')
    .nullable();

/** A Lima calendar day: from its 00:00, to its 23:59:59 inclusive. Null: no bound. */
const optionalDay = z
  .union([calendarDate, z.literal(''), z.null()])
  .optional()
  .transform((value) => (value ? value : null));

/**
 * Create or edit a coupon. Once a coupon has been used, its code, discount kind and discount value stay as
 * they are (`PROMO_USED_LOCKED`); caps, dates, limits, restrictions and the description may change.
 */
export const promoRequest = z
  .object({
    code: promoCode,
    description: z
      .string()
      .trim()
      .max(200, 'Usa como máximo 200 caracteres.')
      .nullish()
      .transform((value) => value || null),
    discountKind: z.enum(PROMO_DISCOUNT_KINDS, { error: 'Elige el tipo de descuento.' }),
    /** Percent (0 < p <= 100) for `percent`, soles (> 0) for `amount`. */
    discountValue: z.string({ error: 'Ingresa el descuento.' }).trim(),
    minAmount: optionalAmount,
    maxAmount: optionalAmount,
    /** Lima calendar days, inclusive. */
    validFrom: optionalDay,
    validTo: optionalDay,
    /** Null: no total cap. */
    totalUses: optionalCount('el total de usos'),
    usesPerCustomer: optionalCount('los usos por cliente').unwrap(),
    firstOrderOnly: z.boolean(),
    /** Only these customers (document numbers); empty: every customer. */
    customerDocuments: z
      .array(z.string().transform(normalizeDocumentNumber))
      .max(PROMO_MAX_CUSTOMERS, `Restringe a ${PROMO_MAX_CUSTOMERS} clientes como máximo.`)
      .transform((values) => [...new Set(values.filter((value) => value !== ''))]),
    /** Only orders paid from this bank; null: any bank. */
    bankId: rowId('Elige un banco.').nullable(),
    active: z.boolean(),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.discountKind === 'percent') {
      const valid =
        percentString.safeParse(value.discountValue).success || /^100(\.0{1,2})?$/.test(value.discountValue);
      if (!valid || Number(value.discountValue) <= 0)
        issue('discountValue', 'Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 25.');
    } else if (
      !decimalString.safeParse(value.discountValue).success ||
      !isPositiveMoney(value.discountValue)
    ) {
      issue('discountValue', 'Ingresa un monto en soles mayor que cero, por ejemplo 15.00.');
    }
    if (!amountsInOrder(value.minAmount, value.maxAmount))
      issue('maxAmount', 'El monto máximo no puede ser menor que el mínimo.');
    if (value.validFrom !== null && value.validTo !== null && value.validTo < value.validFrom)
      issue('validTo', 'La fecha final debe ser igual o posterior a la inicial.');
    if (value.totalUses !== null && value.usesPerCustomer > value.totalUses)
      issue('usesPerCustomer', 'Los usos por cliente no pueden superar el total de usos.');
  });
export type PromoRequest = z.input<typeof promoRequest>;
export type PromoInput = z.output<typeof promoRequest>;

export const promoActiveRequest = z.object({
  active: z.boolean({ error: 'Indica si el cupón queda activo.' }),
});
export type PromoActiveRequest = z.input<typeof promoActiveRequest>;

const filterShape = {
  /** Code or description, ignoring case and accents. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
  state: optionalParam(z.enum(PROMO_STATES)),
  /** Coupons whose window includes this Lima day. */
  validOn: optionalParam(calendarDate),
  sort: paramWithDefault(z.enum(PROMO_SORT_FIELDS), 'createdAt'),
  order: paramWithDefault(z.enum(['asc', 'desc']), 'desc'),
};

export const promoFilters = z.object(filterShape);
export type PromoFilters = z.input<typeof promoFilters>;
export type ParsedPromoFilters = z.output<typeof promoFilters>;

export const promoListQuery = z.object({
  ...filterShape,
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'Página no válida.')
      .transform(Number),
    1,
  ),
  pageSize: paramWithDefault(
    z.enum(PROMO_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
    25,
  ),
});
export type PromoListQuery = z.input<typeof promoListQuery>;

const person = z.object({ id: z.number().int(), name: z.string(), documentNumber: z.string() });

/** A coupon as staff see it, with what it has done so far (uses that stand, and the commission they took off). */
export const promoSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  discountKind: z.enum(PROMO_DISCOUNT_KINDS),
  discountValue: storedAmount,
  minAmount: storedAmount.nullable(),
  maxAmount: storedAmount.nullable(),
  /** Lima calendar days, inclusive. */
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  totalUses: z.number().int().nullable(),
  usesPerCustomer: z.number().int(),
  firstOrderOnly: z.boolean(),
  customers: z.array(person),
  bank: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  active: z.boolean(),
  state: z.enum(PROMO_STATES),
  uses: z.number().int(),
  discountTotal: storedAmount,
  /** True once any order took it: code and discount are then fixed. */
  used: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type PromoSummary = z.infer<typeof promoSummary>;

export const promoPage = z.object({
  items: z.array(promoSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PromoPage = z.infer<typeof promoPage>;

/** One order that took the coupon. A use given back (the order expired unpaid or failed) no longer counts. */
export const promoUse = z.object({
  orderId: z.number().int(),
  orderCode: z.string(),
  customer: person,
  at: z.string(),
  sendAmount: storedAmount,
  discount: storedAmount,
  status: orderStatus,
  givenBack: z.boolean(),
});
export type PromoUse = z.infer<typeof promoUse>;

export const promoUsesQuery = z.object({
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'Página no válida.')
      .transform(Number),
    1,
  ),
});
export type PromoUsesQuery = z.input<typeof promoUsesQuery>;

export const promoUsePage = z.object({
  items: z.array(promoUse),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PromoUsePage = z.infer<typeof promoUsePage>;

/** The detail screen: the coupon, its totals and its uses per Lima day (days with none are left out). */
export const promoDetail = z.object({
  promo: promoSummary,
  totals: z.object({
    uses: z.number().int(),
    givenBack: z.number().int(),
    customers: z.number().int(),
    sendAmount: storedAmount,
    discount: storedAmount,
  }),
  perDay: z.array(z.object({ day: z.string(), uses: z.number().int() })),
});
export type PromoDetail = z.infer<typeof promoDetail>;
