import { z } from 'zod';
import { CCI_PATTERN } from '../bank-accounts/cci.ts';
import { bankAccountFields } from '../bank-accounts/schemas.ts';
import { idParams, rowId, rowIdParam } from '../common/ids.ts';
import { decimalString, percentString, storedAmount } from '../common/money-schemas.ts';
import { calendarDate, optionalParam } from '../http/query-params.ts';
import {
  DOCUMENT_HINTS,
  DOCUMENT_PATTERNS,
  DOCUMENT_TYPES,
  normalizeDocumentNumber,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
  PHONE_HINT,
  PHONE_PATTERN,
} from '../identity/rules.ts';
import { collectionAccount, orderBank, orderStatus, quote } from '../orders/schemas.ts';
import { PARTNER_LINK_CODE_PATTERN, PARTNER_LINK_STATES, isValidRuc } from './rules.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .max(max, `Usa como máximo ${max} caracteres.`);

const personName = (label: string) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_HINT);

const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.').nullable());

const optionalPhone = z
  .string()
  .nullish()
  .transform((value) => value?.replace(/[\s-]/g, '') || null)
  .refine((value) => value === null || PHONE_PATTERN.test(value), PHONE_HINT);

const percentUpTo100 = percentString.or(z.literal('100')).or(z.literal('100.00'));

export const partnerIdParams = idParams('partnerId', 'Socio no válido.');
export type PartnerIdParams = z.input<typeof partnerIdParams>;

export const partnerLinkCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(PARTNER_LINK_CODE_PATTERN, 'El link no es válido.');
export const partnerLinkParams = z.object({ codigo: partnerLinkCode });
export type PartnerLinkParams = z.input<typeof partnerLinkParams>;

export const partnerOrderParams = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[2-9A-HJ-NP-Z]{8}$/, 'El código de orden no es válido.'),
});
export type PartnerOrderParams = z.input<typeof partnerOrderParams>;

// ---------------------------------------------------------------------------------------------------------
// The partner business, as an Administrador creates and edits it (docs/rules/partners.md#partner-business).

export const partnerRequest = z.object({
  name: text('el nombre comercial', 120),
  ruc: z
    .string({ error: 'Ingresa el RUC.' })
    .trim()
    .refine(isValidRuc, 'El RUC no es válido: son 11 dígitos y el último es de control.'),
  contactName: personName('el nombre del contacto'),
  contactEmail: z
    .string({ error: 'Ingresa el correo del contacto.' })
    .trim()
    .toLowerCase()
    .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.')),
  contactPhone: z
    .string({ error: 'Ingresa el celular del contacto.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(PHONE_PATTERN, PHONE_HINT)),
  /** The partner's part of the commission of each of its orders that ends TERMINADA. */
  sharePercent: percentUpTo100.refine((value) => Number(value) <= 100, 'Usa un porcentaje de 0 a 100.'),
  /** The commission its clients pay from the flat-fee threshold up; null: Cambix's default. */
  commissionPercent: percentString
    .refine((value) => Number(value) > 0, 'Usa un porcentaje mayor que cero.')
    .nullable(),
  payoutBankId: rowId('Elige el banco de la cuenta del socio.'),
  payoutAccountNumber: bankAccountFields.accountNumber,
  payoutCci: z
    .string({ error: 'Ingresa el CCI de la cuenta del socio.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(CCI_PATTERN, 'El CCI tiene 20 dígitos.')),
  /** How long a finalize link lasts, in hours. */
  linkHours: z
    .number({ error: 'Indica las horas.' })
    .int('Usa horas enteras.')
    .min(1, 'Usa de 1 a 168 horas.')
    .max(168, 'Usa de 1 a 168 horas.'),
  active: z.boolean(),
});
export type PartnerRequest = z.input<typeof partnerRequest>;
export type PartnerInput = z.output<typeof partnerRequest>;

export const partnerUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  active: z.boolean(),
});
export type PartnerUser = z.infer<typeof partnerUser>;

export const partner = z.object({
  id: z.number().int(),
  name: z.string(),
  ruc: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  sharePercent: z.string(),
  commissionPercent: z.string().nullable(),
  payoutBank: z.object({ id: z.number().int(), name: z.string() }),
  payoutAccountNumber: z.string(),
  payoutCci: z.string(),
  linkHours: z.number().int(),
  active: z.boolean(),
  /** Where order status changes are posted; null: no webhook. */
  webhookUrl: z.string().nullable(),
  users: z.array(partnerUser),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partner>;

/** The staff picker and filter: every partner by name. */
export const partnerChoice = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type PartnerChoice = z.infer<typeof partnerChoice>;

// ---------------------------------------------------------------------------------------------------------
// Orders for a partner's clients (docs/rules/partners.md#partner-orders).

/** The partner's client: a person with no Cambix account, kept per partner by document. */
export const partnerClientFields = z
  .object({
    documentType: z.enum(DOCUMENT_TYPES, { error: 'Elige el tipo de documento.' }),
    documentNumber: z.string({ error: 'Ingresa el número de documento.' }).transform(normalizeDocumentNumber),
    nombres: personName('los nombres del cliente'),
    apellidoPaterno: personName('el apellido paterno del cliente'),
    apellidoMaterno: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || '')
      .refine((value) => value === '' || PERSON_NAME_PATTERN.test(value), PERSON_NAME_HINT),
    email: optionalEmail,
    phone: optionalPhone,
  })
  .superRefine((value, ctx) => {
    if (!DOCUMENT_PATTERNS[value.documentType].test(value.documentNumber))
      ctx.addIssue({
        code: 'custom',
        path: ['documentNumber'],
        message: DOCUMENT_HINTS[value.documentType],
      });
    if (value.email === null && value.phone === null)
      ctx.addIssue({
        code: 'custom',
        path: ['email'],
        message: 'Ingresa el correo o el celular del cliente.',
      });
  });

/** The client's account that receives the money: the same checks as a customer's own account. */
export const partnerDestinationFields = z.object({
  bankId: bankAccountFields.bankId,
  accountTypeId: bankAccountFields.accountTypeId,
  accountNumber: bankAccountFields.accountNumber,
  cci: bankAccountFields.cci,
});

const amountField = decimalString.refine((value) => Number(value) > 0, 'Ingresa un monto mayor que cero.');

/** Staff act for a partner they choose; a partner's own user always acts for its business. */
const actingFor = { partnerId: rowId('Elige el socio.').optional() };

export const partnerQuoteRequest = z.object({
  ...actingFor,
  paymentBankId: rowId('Elige el banco desde el que pagará el cliente.'),
  sendAmount: amountField,
  /** The destination's bank: another bank than the payment bank may add the interbank fee. */
  destinationBankId: rowId('Elige el banco de destino.').optional(),
});
export type PartnerQuoteRequest = z.input<typeof partnerQuoteRequest>;

export const partnerOrderRequest = z.object({
  ...actingFor,
  /** A key per attempt: a double click, or the partner's system retrying, creates one order. */
  idempotencyKey: z
    .string({ error: 'Recarga la página e inténtalo de nuevo.' })
    .trim()
    .min(8, 'La clave de idempotencia tiene de 8 a 64 caracteres.')
    .max(64, 'La clave de idempotencia tiene de 8 a 64 caracteres.')
    .regex(/^[A-Za-z0-9_-]+$/, 'Usa letras, números, guion o guion bajo en la clave de idempotencia.'),
  client: partnerClientFields,
  destination: partnerDestinationFields,
  paymentBankId: rowId('Elige el banco desde el que pagará el cliente.'),
  sendAmount: amountField,
});
export type PartnerOrderRequest = z.input<typeof partnerOrderRequest>;
export type PartnerOrderInput = z.output<typeof partnerOrderRequest>;

export const partnerLinkState = z.enum(PARTNER_LINK_STATES);

export const partnerFinalizeLink = z.object({
  code: z.string(),
  url: z.string(),
  state: partnerLinkState,
  expiresAt: z.string(),
});
export type PartnerFinalizeLink = z.infer<typeof partnerFinalizeLink>;

/** One order as its partner sees it. */
export const partnerOrder = z.object({
  code: z.string(),
  status: orderStatus,
  client: z.object({
    name: z.string(),
    documentType: z.string(),
    documentNumber: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  sendAmount: storedAmount,
  finalFee: storedAmount,
  receiveAmount: storedAmount,
  paymentBank: orderBank,
  destination: z.object({ bankName: z.string(), accountNumber: z.string(), cci: z.string().nullable() }),
  createdAt: z.string(),
  finalizedAt: z.string().nullable(),
  paidOutAt: z.string().nullable(),
  /** For OBSERVADA or FALLIDA: what the staff wrote to the client. */
  note: z.string().nullable(),
  link: partnerFinalizeLink,
  /** The partner's share, once the order ended TERMINADA. */
  share: z.object({ amount: storedAmount, settled: z.boolean() }).nullable(),
});
export type PartnerOrder = z.infer<typeof partnerOrder>;

const dateRange = {
  /** Creation days, inclusive, in America/Lima. */
  from: optionalParam(calendarDate),
  to: optionalParam(calendarDate),
};
const rangeInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const rangeIssue = { path: ['to'], message: 'Revisa el rango: el final va después del inicio.' };

export const partnerOrderListQuery = z
  .object({
    partnerId: optionalParam(rowIdParam('Socio no válido.')),
    status: optionalParam(z.enum(['0', '1', '2', '3', '4', '5']).transform(Number)),
    ...dateRange,
    /** Order code, client name or document. */
    q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
    page: optionalParam(
      z
        .string()
        .regex(/^[1-9]\d{0,5}$/)
        .transform(Number),
    ),
    size: optionalParam(z.enum(['10', '20', '50']).transform(Number)),
  })
  .refine(rangeInOrder, rangeIssue);
export type PartnerOrderListQuery = z.input<typeof partnerOrderListQuery>;

export const partnerOrderPage = z.object({
  items: z.array(partnerOrder),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** The calendar month in America/Lima: orders created, amount sent by finalized ones, share earned. */
  month: z.object({ orders: z.number().int(), sendAmount: storedAmount, shareEarned: storedAmount }),
});
export type PartnerOrderPage = z.infer<typeof partnerOrderPage>;

export const partnerQuote = z.object({ quote, partnerName: z.string() });
export type PartnerQuote = z.infer<typeof partnerQuote>;

// ---------------------------------------------------------------------------------------------------------
// The client's finalize page (docs/rules/partners.md#finalize-link): the code is the only credential.

export const partnerLinkView = z.object({
  state: partnerLinkState,
  expiresAt: z.string(),
  partnerName: z.string(),
  clientFirstName: z.string(),
  order: z.object({
    code: z.string(),
    status: orderStatus,
    sendAmount: storedAmount,
    finalFee: storedAmount,
    receiveAmount: storedAmount,
    collectionAccount,
    destination: z.object({ bankName: z.string(), maskedAccount: z.string() }),
    hasVoucher: z.boolean(),
    operationNumber: z.string().nullable(),
    finalizedAt: z.string().nullable(),
    paidOutAt: z.string().nullable(),
  }),
  /** The payment bank's steps, in order. */
  paymentSteps: z.array(z.string()),
});
export type PartnerLinkView = z.infer<typeof partnerLinkView>;

export const partnerFinalizeRequest = z.object({
  operationNumber: z
    .string({ error: 'Ingresa el número de operación.' })
    .trim()
    .min(4, 'Ingresa el número de operación del comprobante.')
    .max(40, 'Usa como máximo 40 caracteres.'),
});
export type PartnerFinalizeRequest = z.input<typeof partnerFinalizeRequest>;

// ---------------------------------------------------------------------------------------------------------
// Staff: every partner order (module external-orders), shares and settlements.

const externalOrderFilterShape = {
  partnerId: optionalParam(rowIdParam('Socio no válido.')),
  /** Status codes separated by commas, e.g. "3,4". */
  status: optionalParam(
    z
      .string()
      .regex(/^[0-5](,[0-5])*$/, 'Estado no válido.')
      .transform((value) => [...new Set(value.split(',').map(Number))]),
  ),
  ...dateRange,
  minAmount: optionalParam(decimalString),
  maxAmount: optionalParam(decimalString),
  /** Order code, client name or document. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
};
const amountsInOrder = (value: { minAmount?: string | undefined; maxAmount?: string | undefined }) =>
  !value.minAmount || !value.maxAmount || Number(value.minAmount) <= Number(value.maxAmount);
const amountsIssue = { path: ['maxAmount'], message: 'El monto máximo va después del mínimo.' };

/** `GET /api/admin/external-orders/export`: the same filters, every matching row. */
export const externalOrderFilters = z
  .object(externalOrderFilterShape)
  .refine(rangeInOrder, rangeIssue)
  .refine(amountsInOrder, amountsIssue);
export type ExternalOrderFilters = z.input<typeof externalOrderFilters>;

export const externalOrderListQuery = z
  .object({
    ...externalOrderFilterShape,
    page: optionalParam(
      z
        .string()
        .regex(/^[1-9]\d{0,5}$/)
        .transform(Number),
    ),
    size: optionalParam(z.enum(['20', '50', '100']).transform(Number)),
  })
  .refine(rangeInOrder, rangeIssue)
  .refine(amountsInOrder, amountsIssue);
export type ExternalOrderListQuery = z.input<typeof externalOrderListQuery>;

export const externalOrder = partnerOrder.omit({ link: true }).extend({
  id: z.number().int(),
  partner: z.object({ id: z.number().int(), name: z.string() }),
  linkState: partnerLinkState,
});
export type ExternalOrder = z.infer<typeof externalOrder>;

export const externalOrderPage = z.object({
  items: z.array(externalOrder),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type ExternalOrderPage = z.infer<typeof externalOrderPage>;

/** A share accrued on one TERMINADA order: written once, never recomputed. */
export const partnerShare = z.object({
  id: z.number().int(),
  orderCode: z.string(),
  /** Staff see the order's id for /dashboard/orden/:id; a partner sees null. */
  orderId: z.number().int().nullable(),
  commission: storedAmount,
  sharePercent: z.string(),
  amount: storedAmount,
  accruedAt: z.string(),
  settlementId: z.number().int().nullable(),
});
export type PartnerShare = z.infer<typeof partnerShare>;

export const partnerShareQuery = z
  .object({
    ...dateRange,
    settled: optionalParam(z.enum(['true', 'false']).transform((value) => value === 'true')),
  })
  .refine(rangeInOrder, rangeIssue);
export type PartnerShareQuery = z.input<typeof partnerShareQuery>;

export const partnerShareList = z.object({
  items: z.array(partnerShare),
  /** Sum of the listed shares not yet settled. */
  unsettledTotal: storedAmount,
});
export type PartnerShareList = z.infer<typeof partnerShareList>;

export const settlementRequest = z
  .object({
    /** Accrual days, inclusive, in America/Lima: every unsettled share in them is paid. */
    from: calendarDate,
    to: calendarDate,
    /** Cambix's account the money leaves from. */
    cambixAccountId: rowId('Elige la cuenta de Cambix desde la que pagas.'),
    operationNumber: text('el número de operación', 40),
    note: z
      .string()
      .trim()
      .max(500, 'Usa como máximo 500 caracteres.')
      .nullish()
      .transform((value) => value || null),
  })
  .refine(rangeInOrder, rangeIssue);
export type SettlementRequest = z.input<typeof settlementRequest>;

/** A Cambix account a settlement may be paid from: active, in soles. */
export const settlementAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountNumber: z.string(),
  currency: z.enum(['PEN', 'USD']),
});
export type SettlementAccount = z.infer<typeof settlementAccount>;

export const partnerSettlement = z.object({
  id: z.number().int(),
  partnerId: z.number().int(),
  from: z.string(),
  to: z.string(),
  amount: storedAmount,
  shareCount: z.number().int(),
  operationNumber: z.string(),
  note: z.string().nullable(),
  cambixAccount: z.object({ bankName: z.string(), accountNumber: z.string() }),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type PartnerSettlement = z.infer<typeof partnerSettlement>;

// ---------------------------------------------------------------------------------------------------------
// The partner's own module (/dashboard/modulo-terceros for Externo) and its API credentials.

export const partnerApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters, to tell keys apart; the key itself is shown once, when created. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type PartnerApiKey = z.infer<typeof partnerApiKey>;

export const apiKeyRequest = z.object({ name: text('un nombre para la clave', 60) });
export type ApiKeyRequest = z.input<typeof apiKeyRequest>;

/** The one answer that carries the whole key: it is kept only as a hash. */
export const createdApiKey = partnerApiKey.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKey>;

export const apiKeyParams = idParams('keyId', 'Clave no válida.');
export type ApiKeyParams = z.input<typeof apiKeyParams>;

export const webhookRequest = z.object({
  /**
   * HTTPS; null removes the webhook. Plain HTTP to localhost or 127.0.0.1 passes here for local setups and
   * tests: the server refuses it in production.
   */
  url: z
    .string()
    .trim()
    .max(500, 'Usa como máximo 500 caracteres.')
    .nullable()
    .refine(
      (value) =>
        value === null ||
        /^https:\/\/[^\s/]+(\/\S*)?$/.test(value) ||
        /^http:\/\/(localhost|127\.0\.0\.1)(:\d{1,5})?(\/\S*)?$/.test(value),
      { message: 'Usa una dirección https://.' },
    ),
});
export type WebhookRequest = z.input<typeof webhookRequest>;

/** The signing secret is shown once, when the webhook is set or its secret rotated. */
export const webhookSettings = z.object({ url: z.string().nullable(), secret: z.string().nullable() });
export type WebhookSettings = z.infer<typeof webhookSettings>;

export const partnerWorkspace = z.object({
  partner,
  month: partnerOrderPage.shape.month,
  unsettledShare: storedAmount,
  settlements: z.array(partnerSettlement),
  apiKeys: z.array(partnerApiKey),
});
export type PartnerWorkspace = z.infer<typeof partnerWorkspace>;
