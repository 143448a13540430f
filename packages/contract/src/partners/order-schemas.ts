import { z } from 'zod';
import { bankAccountFields } from '../bank-accounts/schemas.ts';
import { rowId, rowIdParam } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { optionalParam, paramWithDefault } from '../http/query-params.ts';
import {
  DOCUMENT_HINTS,
  DOCUMENT_PATTERNS,
  DOCUMENT_TYPES,
  normalizeDocumentNumber,
  PERSON_NAME_HINT,
  PERSON_NAME_PATTERN,
} from '../identity/rules.ts';
import { isCountryCode } from '../identity/nationality.ts';
import { exchangeDirection, fundsDeclaration, orderExchange } from '../exchange/schemas.ts';
import { orderBank, orderStatus, quote } from '../orders/schemas.ts';
import { facturaBuyer } from '../receipts/schemas.ts';
import { PARTNER_LINK_CODE_PATTERN, PARTNER_LINK_STATES, SANDBOX_ACTIONS } from './rules.ts';
import {
  amountField,
  dateRange,
  optionalEmail,
  optionalPhone,
  personName,
  rangeInOrder,
  rangeIssue,
} from './fields.ts';

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
    /** ISO 3166-1 alpha-2, asked of a carné de extranjería or passport holder; a DNI's is Peru's. */
    nationality: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'Elige la nacionalidad del cliente de la lista.')
      .nullish()
      .transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.documentType !== 'DNI' && value.nationality === null)
      ctx.addIssue({
        code: 'custom',
        path: ['nationality'],
        message: 'Elige la nacionalidad del cliente.',
      });
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

/** Staff name the partner they act for; a partner's own user names none (docs/rules/partners.md#partner-orders). */
export const partnerRateLockQuery = z.object({ partnerId: optionalParam(rowIdParam('Socio no válido.')) });
export type PartnerRateLockQuery = z.input<typeof partnerRateLockQuery>;

const partnerOrderFields = z.object({
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
  /** In the currency the client pays in: soles for cambio de saldo and a `venta`, dollars for a `compra`. */
  sendAmount: amountField,
  /**
   * Cambio de saldo (soles, the partner's commission) or divisas (dollars at the customer's rate, locked;
   * docs/rules/partners.md#dollar-orders). The destination account is in the currency the client receives.
   */
  kind: z.enum(['saldo', 'divisas']).default('saldo'),
  /** Divisas only: `compra` the client sells us dollars, `venta` the client buys them. */
  direction: exchangeDirection.optional(),
  /**
   * Where the client's money comes from (docs/rules/partners.md#origen-de-fondos); the declaración jurada,
   * when the order needs it, is the client's to sign on the finalize link.
   */
  fundsOrigin: fundsDeclaration.fundsOrigin,
  fundsOriginDetail: fundsDeclaration.fundsOriginDetail,
  /**
   * Given when the client wants a factura instead of a boleta: the customer's own buyer and rule (decisions
   * 180 and 213; docs/rules/receipts.md#factura).
   */
  factura: facturaBuyer.optional(),
});

/** `otro` says what the origin is. */
const otroDescribed = (value: { fundsOrigin: string; fundsOriginDetail?: string | undefined }) =>
  value.fundsOrigin !== 'otro' || (value.fundsOriginDetail ?? '').length >= 3;
const otroIssue = () => ({
  message: 'Cuéntanos de dónde vienen los fondos del cliente.',
  path: ['fundsOriginDetail'],
});
/** A dollar order says which way; a cambio de saldo has none. */
const directionFits = (value: { kind: string; direction?: string | undefined }) =>
  value.kind === 'divisas' ? value.direction !== undefined : value.direction === undefined;
const directionIssue = () => ({
  message: 'Elige si el cliente compra o vende dólares (solo en operaciones en dólares).',
  path: ['direction'],
});

export const partnerOrderRequest = partnerOrderFields
  .refine(otroDescribed, otroIssue())
  .refine(directionFits, directionIssue());
/** The partner API's order request: the web form's, without the partner (the key says it) or the key. */
export const partnerApiOrderRequest = partnerOrderFields
  .omit({ partnerId: true, idempotencyKey: true })
  .refine(otroDescribed, otroIssue())
  .refine(directionFits, directionIssue());
/**
 * `POST /api/partner-api/v1/quotes`: what an order of these terms would cost and pay now, priced as creating
 * it would price it; the destination's bank only for cambio de saldo (another bank may add its fee).
 */
export const partnerApiQuoteRequest = partnerOrderFields
  .pick({ paymentBankId: true, sendAmount: true, kind: true, direction: true })
  .extend({ destinationBankId: rowId('Elige el banco de destino.').optional() })
  .refine(directionFits, directionIssue());
export type PartnerApiQuoteRequest = z.input<typeof partnerApiQuoteRequest>;
export type PartnerApiQuoteInput = z.output<typeof partnerApiQuoteRequest>;

/**
 * What a partner order costs and pays: cambio de saldo, or divisas with its rate and lock in `exchange` (the
 * customer's own shape; null for cambio de saldo). The order, its finalize link and a quote all carry it.
 */
export const partnerOrderPrice = z.object({
  kind: z.enum(['saldo', 'divisas']),
  /** What the client pays in and what they receive in. */
  sendCurrency: z.enum(['PEN', 'USD']),
  currency: z.enum(['PEN', 'USD']),
  sendAmount: storedAmount,
  finalFee: storedAmount,
  receiveAmount: storedAmount,
  exchange: orderExchange.nullable(),
});

/** An order's price before it exists: the rate and lock in `exchange` are the ones created now would get. */
export const partnerApiQuote = partnerOrderPrice;
export type PartnerApiQuote = z.infer<typeof partnerApiQuote>;
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
  ...partnerOrderPrice.shape,
  paymentBank: orderBank,
  destination: z.object({ bankName: z.string(), accountNumber: z.string(), cci: z.string().nullable() }),
  createdAt: z.string(),
  finalizedAt: z.string().nullable(),
  paidOutAt: z.string().nullable(),
  /** For OBSERVADA or FALLIDA: what the staff wrote to the client. */
  note: z.string().nullable(),
  link: partnerFinalizeLink,
  fundsOrigin: z.string().nullable(),
  fundsOriginDetail: z.string().nullable(),
  /** The order reaches the declaración jurada's threshold: the client signs it on the link before finalizing. */
  declarationRequired: z.boolean(),
  declarationSignedAt: z.string().nullable(),
  /** Who the order's factura is made out to; null when it gets a boleta (decision 213). */
  factura: facturaBuyer.nullable(),
  /** The partner's share, once the order ended TERMINADA. */
  share: z.object({ amount: storedAmount, settled: z.boolean() }).nullable(),
});
export type PartnerOrder = z.infer<typeof partnerOrder>;

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
  /** True when more rows match than LIST_TOTAL_CAP; `total` is then the cap. */
  totalCapped: z.boolean(),
  page: z.number().int(),
  size: z.number().int(),
  /**
   * The calendar month in America/Lima: orders created, the soles of the finalized ones (a dollar order's
   * soles leg), share earned.
   */
  month: z.object({ orders: z.number().int(), sendAmount: storedAmount, shareEarned: storedAmount }),
});
export type PartnerOrderPage = z.infer<typeof partnerOrderPage>;

const instantParam = optionalParam(
  z.iso.datetime({ offset: true, error: 'Usa una fecha y hora ISO 8601, por ejemplo 2026-12-01T00:00:00Z.' }),
);

/**
 * `GET /api/partner-api/v1/orders`: the partner's orders newest first, `limit` at a time (50 unless said, at
 * most 100); the next page from `cursor`, the `nextCursor` of the page before. `createdSince` counts,
 * `createdUntil` does not.
 */
export const partnerApiOrderQuery = z
  .object({
    limit: paramWithDefault(
      z
        .string()
        .regex(/^(?:[1-9]\d?|100)$/, 'Usa un límite de 1 a 100.')
        .transform(Number),
      50,
    ),
    cursor: optionalParam(
      z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Usa el nextCursor de la página anterior, sin cambios.'),
    ),
    status: optionalParam(
      z.enum(['0', '1', '2', '3', '4', '5'], 'Usa un estado de 0 a 5.').transform(Number),
    ),
    createdSince: instantParam,
    createdUntil: instantParam,
    documentNumber: optionalParam(
      z.string().trim().min(1).max(20, 'Usa hasta 20 caracteres.').transform(normalizeDocumentNumber),
    ),
  })
  .refine(
    ({ createdSince, createdUntil }) =>
      !createdSince || !createdUntil || Date.parse(createdSince) < Date.parse(createdUntil),
    { path: ['createdUntil'], message: 'createdUntil debe ser posterior a createdSince.' },
  );
export type PartnerApiOrderQuery = z.input<typeof partnerApiOrderQuery>;

export const partnerApiOrderPage = z.object({
  items: z.array(partnerOrder),
  /** The next page's `cursor`; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PartnerApiOrderPage = z.infer<typeof partnerApiOrderPage>;

/**
 * `POST /api/partner-api/v1/orders/{code}/simulate`, test keys only: a sandbox order made to move as its
 * client or Cambix's staff would move a real one; `note` is what an observation or rejection tells.
 */
export const partnerSandboxMoveRequest = z.object({
  action: z.enum(SANDBOX_ACTIONS, `Usa una acción de la lista: ${SANDBOX_ACTIONS.join(', ')}.`),
  note: z
    .string()
    .trim()
    .min(1, 'Escribe la nota o no la envíes.')
    .max(300, 'Usa hasta 300 caracteres.')
    .optional(),
});
export type PartnerSandboxMoveRequest = z.input<typeof partnerSandboxMoveRequest>;

export const partnerQuote = z.object({ quote, partnerName: z.string() });
export type PartnerQuote = z.infer<typeof partnerQuote>;
