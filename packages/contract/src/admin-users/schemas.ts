import { z } from 'zod';
import { calendarDate, optionalParam, paramWithDefault } from '../http/query-params.ts';
import { bankAccount } from '../bank-accounts/schemas.ts';
import { orderSummary } from '../orders/schemas.ts';
import { referralCodeSummary, referredCustomer } from '../referrals/admin-schemas.ts';
import {
  GENDERS,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
  PHONE_HINT,
  PHONE_PATTERN,
} from '../identity/rules.ts';
import { ROLE_NAMES } from '../roles.ts';
import { decimalString, percentString } from '../common/money-schemas.ts';
import { STAFF_MODULES } from '../staff-modules.ts';
import { personIdentity } from '../users/schemas.ts';
import { ACCOUNT_STATUSES } from '../users/state.ts';
import {
  CUSTOMER_ORDER_PAGE_SIZES,
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SORT_FIELDS,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  CUSTOMER_REVIEW_REASON_MAX_LENGTH,
  CUSTOMER_SORT_ORDERS,
  CUSTOMER_DOCUMENT_KINDS,
} from './rules.ts';

/** A moment on the wire: the server hands a Date, the client reads an ISO 8601 string (UTC). */
const timestamp = z.date().transform((date) => date.toISOString());

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const filterShape = {
  /** Words searched in names, document and email, ignoring case and accents. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
  status: optionalParam(z.enum(ACCOUNT_STATUSES)),
  kycStep: optionalParam(z.enum(['0', '1', '2', '3']).transform(Number)),
  /** The customer's commission in force (their own or the default). */
  commission: optionalParam(percentString),
  premium: optionalParam(flag),
  special: optionalParam(flag),
  /** Registration dates, inclusive, as calendar days in America/Lima. */
  from: optionalParam(calendarDate),
  to: optionalParam(calendarDate),
  sort: paramWithDefault(z.enum(CUSTOMER_SORT_FIELDS), 'registeredAt'),
  order: paramWithDefault(z.enum(CUSTOMER_SORT_ORDERS), 'desc'),
};

const datesInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const datesInOrderIssue = {
  path: ['to'],
  message: 'La fecha final debe ser igual o posterior a la inicial.',
};

export const customerFilters = z.object(filterShape).refine(datesInOrder, datesInOrderIssue);
export type CustomerFilters = z.input<typeof customerFilters>;
export type ParsedCustomerFilters = z.output<typeof customerFilters>;

export const customerListQuery = z
  .object({
    ...filterShape,
    /** 1-based. */
    page: paramWithDefault(
      z
        .string()
        .regex(/^[1-9]\d{0,5}$/, 'Página no válida.')
        .transform(Number),
      1,
    ),
    pageSize: paramWithDefault(
      z.enum(CUSTOMER_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
      DEFAULT_CUSTOMER_PAGE_SIZE,
    ),
  })
  .refine(datesInOrder, datesInOrderIssue);
export type CustomerListQuery = z.input<typeof customerListQuery>;

export const customerListItem = personIdentity.extend({
  id: z.number().int(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  kycStep: z.number().int(),
  /** In force: the customer's own or the default of Ajustes. */
  commissionPercent: z.string(),
  isPremium: z.boolean(),
  isSpecial: z.boolean(),
  registeredAt: timestamp,
});
export type CustomerListItem = z.infer<typeof customerListItem>;

/** The commission list of Ajustes and its default, for filters and the edit form. */
export const customerCommissionChoices = z.object({
  commissionOptions: z.array(z.string()),
  defaultCommission: z.string(),
});

export const customerList = z.object({
  items: z.array(customerListItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  fees: customerCommissionChoices,
});
export type CustomerList = z.infer<typeof customerList>;

/** A CSV file (text/csv; the body is not an envelope). */
export const customersCsv = z.string();

/** A person who acted on a record. */
export const historyActor = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(ROLE_NAMES).nullable(),
});
export type HistoryActor = z.infer<typeof historyActor>;

export const customerDetail = personIdentity.extend({
  id: z.number().int(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  /** Why staff rejected or blocked the account. */
  statusReason: z.string().nullable(),
  reviewedAt: timestamp.nullable(),
  reviewedBy: historyActor.nullable(),
  kycStep: z.number().int(),
  birthDate: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  ubigeo: z
    .object({ code: z.string(), departamento: z.string(), provincia: z.string(), distrito: z.string() })
    .nullable(),
  direccion: z.string().nullable(),
  ocupacion: z.string().nullable(),
  /** ISO 3166-1 alpha-2; null while a foreign document's holder has not declared it. */
  nacionalidad: z.string().nullable(),
  isPep: z.boolean(),
  pepDetail: z.string().nullable(),
  /** The commission staff chose for this customer; null = the default. */
  commissionPercent: z.string().nullable(),
  /** The commission in force. */
  effectiveCommission: z.string(),
  monthlyLimit: z.string().nullable(),
  isPremium: z.boolean(),
  isSpecial: z.boolean(),
  /** The referral code the customer signed up with. */
  referredByCode: z.string().nullable(),
  /** The customer's own referral code. */
  referralCode: z.string().nullable(),
  registeredAt: timestamp,
  profileUpdatedAt: timestamp.nullable(),
  termsAcceptedAt: timestamp.nullable(),
  fees: customerCommissionChoices,
});
export type CustomerDetail = z.infer<typeof customerDetail>;

const personName = (label: string) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_HINT);

/** The fields staff may change; anything else in the body is dropped. '' means "none" for the optional ones. */
export const customerUpdate = z.object({
  nombres: personName('los nombres').optional(),
  apellido_paterno: personName('el apellido paterno').optional(),
  apellido_materno: personName('el apellido materno').optional(),
  email: z
    .string({ error: 'Ingresa el correo.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.'))
    .optional(),
  celular: z.string().trim().regex(PHONE_PATTERN, PHONE_HINT).optional(),
  /** One of the commission list; '' or null = the default. */
  commissionPercent: z
    .union([z.literal(''), z.null(), percentString])
    .transform((value) => value || null)
    .optional(),
  /** Monthly limit in soles for a special customer; '' or null = none. */
  monthlyLimit: z
    .union([z.literal(''), z.null(), z.string().trim().pipe(decimalString)])
    .transform((value) => value || null)
    .optional(),
  isPremium: z.boolean().optional(),
  isSpecial: z.boolean().optional(),
});
export type CustomerUpdate = z.input<typeof customerUpdate>;

export const customerReviewNote = z.object({
  note: z
    .string()
    .trim()
    .max(CUSTOMER_REVIEW_REASON_MAX_LENGTH, `Usa hasta ${CUSTOMER_REVIEW_REASON_MAX_LENGTH} caracteres.`)
    .optional(),
});
export type CustomerReviewNote = z.input<typeof customerReviewNote>;

/** An empty reason is refused by the use case with REASON_REQUIRED, not by the schema. */
export const customerReviewReason = z.object({
  reason: z
    .string()
    .trim()
    .max(CUSTOMER_REVIEW_REASON_MAX_LENGTH, `Usa hasta ${CUSTOMER_REVIEW_REASON_MAX_LENGTH} caracteres.`)
    .default(''),
});
export type CustomerReviewReason = z.input<typeof customerReviewReason>;

export const customerDocument = z.object({
  id: z.number().int(),
  kind: z.enum(CUSTOMER_DOCUMENT_KINDS),
  /** A short-lived signed link (`/api/files/...`); opening it is logged. */
  url: z.string(),
  mimeType: z.string(),
  uploadedAt: timestamp,
  /** The latest views, newest first. */
  views: z.array(z.object({ viewer: historyActor, viewedAt: timestamp })),
  viewCount: z.number().int(),
});
export type CustomerDocument = z.infer<typeof customerDocument>;
export const customerDocuments = z.array(customerDocument);

export const customerBankAccounts = z.array(bankAccount);

/** One field of a recorded change; banks and accounts come by name ("BCP · ****1234"), never as codes or ids. */
export const customerHistoryChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});

export const customerHistoryEntry = z.object({
  id: z.number().int(),
  /** `domain.verb`, e.g. `user.approve`. */
  action: z.string(),
  actor: historyActor.nullable(),
  at: timestamp,
  changes: z.array(customerHistoryChange),
  note: z.string().nullable(),
});
export type CustomerHistoryEntry = z.infer<typeof customerHistoryEntry>;
export const customerHistory = z.array(customerHistoryEntry);

/** `GET /api/admin/users/:userId/orders`: the customer's orders, newest first, a page at a time. */
export const customerOrdersQuery = z.object({
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/, 'Página no válida.')
      .transform(Number),
    1,
  ),
  pageSize: paramWithDefault(z.enum(CUSTOMER_ORDER_PAGE_SIZES).transform(Number), 10),
});
export type CustomerOrdersQuery = z.input<typeof customerOrdersQuery>;

export const customerOrderPage = z.object({
  items: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type CustomerOrderPage = z.infer<typeof customerOrderPage>;

/** The customer's own referral code (null: none yet) and the customers who signed up with it. */
export const customerReferrals = z.object({
  code: referralCodeSummary.nullable(),
  referred: z.array(referredCustomer),
});
export type CustomerReferrals = z.infer<typeof customerReferrals>;

export const myPermissions = z.object({
  role: z.enum(ROLE_NAMES),
  modules: z.array(z.object({ module: z.enum(STAFF_MODULES), canView: z.boolean(), canEdit: z.boolean() })),
});
export type MyPermissions = z.infer<typeof myPermissions>;
