import { z } from 'zod';
import { rowIdParam } from '../common/ids.ts';
import { calendarDate, optionalParam } from '../http/query-params.ts';
import { order, orderBank, orderIdParams, orderStatus, orderSummary } from '../orders/schemas.ts';
import { decimalString, storedAmount } from '../common/money-schemas.ts';
import { amountsInOrder } from '../common/money.ts';
import { currency } from '../bank-accounts/schemas.ts';
import { exchangeDirection } from '../exchange/schemas.ts';
import {
  ADMIN_ORDER_PAGE_SIZES,
  DEFAULT_ADMIN_ORDER_PAGE_SIZE,
  OPERATION_NUMBER_MAX_LENGTH,
  ORDER_CHANNELS,
  ORDER_KINDS,
  THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH,
  THIRD_PARTY_PAYER_NAME_MAX_LENGTH,
  STAFF_NOTE_MAX_LENGTH,
} from './rules.ts';

/** Staff routes carry the numeric id (/dashboard/orden/:idOrden, docs/rules/screens.md#staff-area). */
export const adminOrderParams = orderIdParams;
export type AdminOrderParams = z.input<typeof adminOrderParams>;

/** The customer an order belongs to, as staff see them. */
export const orderCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  documentType: z.string(),
  documentNumber: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
});
export type OrderCustomer = z.infer<typeof orderCustomer>;

/** A staff member who acted on an order. */
export const orderActor = z.object({ id: z.number().int(), name: z.string() });

/**
 * When a TEMPORAL order was closed (expired, replaced by the customer's next order, or cancelled by them):
 * staff read it as closed from then (docs/rules/statuses.md#temporary-orders-and-expiry). Null otherwise.
 */
const expiredAt = z.string().nullable();

/** One row of the staff lists and queues (the payout's number is in the detail). */
export const adminOrderSummary = orderSummary.omit({ payoutOperationNumber: true }).extend({
  customer: orderCustomer.pick({ id: true, name: true, documentNumber: true }),
  /** When the order entered the status it is in (the queues' waiting time counts from here). */
  statusSince: z.string(),
  expiredAt,
  customerOperationNumber: z.string().nullable(),
  /** The payment reference the customer writes in the transfer when they pay without a voucher. */
  paymentReference: z.string().nullable(),
  hasVoucher: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummary>;

/** A history row as staff see it: with who made the change. */
export const adminOrderHistoryEntry = z.object({
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus,
  at: z.string(),
  note: z.string().nullable(),
  actor: orderActor.nullable(),
  /** The customer acted through an order link, after proving it was them (decision 074). */
  viaLink: z.boolean(),
});

/**
 * Everything staff see of one order (docs/rules/screens.md#staff-screens), and what the caller may do with it
 * now.
 */
export const adminOrder = order.omit({ history: true }).extend({
  customer: orderCustomer,
  /** A partner order's business: its customer is the partner's client, who has no customer file. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  statusSince: z.string(),
  expiredAt,
  incomingOperationNumber: z.string().nullable(),
  payoutOperationNumber: z.string().nullable(),
  approvedAt: z.string().nullable(),
  approvedBy: orderActor.nullable(),
  /** Who paid, when staff saw on the voucher that it was not the customer; null when it was. */
  thirdPartyPayer: z.object({ name: z.string(), document: z.string().nullable() }).nullable(),
  paidOutAt: z.string().nullable(),
  paidOutBy: orderActor.nullable(),
  rejectionReason: z.string().nullable(),
  observedNote: z.string().nullable(),
  /** Cambix's payout account the money leaves from (docs/rules/ledger.md#what-the-pipeline-writes). */
  payoutAccount: z
    .object({
      bank: orderBank,
      currency,
      accountNumber: z.string(),
      cci: z.string(),
      holderName: z.string(),
    })
    .nullable(),
  /** The signed declaración jurada (docs/rules/exchange.md#origen-de-fondos): the name typed, and when. */
  declaration: z.object({ signedBy: z.string(), signedAt: z.string() }).nullable(),
  /** The destination was added through an order link and the customer has not confirmed it (decision 072). */
  destinationAwaitsConfirmation: z.boolean(),
  history: z.array(adminOrderHistoryEntry),
  /** The transitions the caller may ask for now: the status, their modules and the four-eyes rule decide. */
  allowedActions: z.array(z.enum(['approve', 'reject', 'payout', 'observe', 'cancel'])),
  /** Why an action the status allows is not offered (four-eyes, an unconfirmed destination), for the screen to say. */
  blockedReason: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** `GET /api/admin/orders/payments-queue` and `/payouts-queue`: the whole queue, oldest first. */
export const orderQueue = z.object({ items: z.array(adminOrderSummary), total: z.number().int() });
export type OrderQueue = z.infer<typeof orderQueue>;

const adminOrderFilterShape = {
  /** Status codes separated by commas, e.g. "3,4". */
  status: optionalParam(
    z
      .string()
      .regex(/^[0-5](,[0-5])*$/, 'Estado no válido.')
      .transform((value) => [...new Set(value.split(',').map(Number))]),
  ),
  /** Creation dates, inclusive, as calendar days in America/Lima. */
  from: optionalParam(calendarDate),
  to: optionalParam(calendarDate),
  /** The payment bank. */
  bankId: optionalParam(rowIdParam('Banco no válido.')),
  /** Order code, customer name or document, or an operation number. */
  q: optionalParam(z.string().trim().max(100, 'Usa hasta 100 caracteres.')),
  minAmount: optionalParam(decimalString),
  maxAmount: optionalParam(decimalString),
  channel: optionalParam(z.enum(ORDER_CHANNELS)),
  kind: optionalParam(z.enum(ORDER_KINDS)),
  /** `true`: only the compliance register, the orders with a signed declaración jurada. */
  declaration: optionalParam(z.enum(['true']).transform(() => true as const)),
};

const filtersInOrder = (value: {
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: string | undefined;
  maxAmount?: string | undefined;
}) =>
  (!value.from || !value.to || value.from <= value.to) && amountsInOrder(value.minAmount, value.maxAmount);
const filtersInOrderIssue = { path: ['to'], message: 'Revisa el rango: el final va después del inicio.' };

export const adminOrderFilters = z.object(adminOrderFilterShape).refine(filtersInOrder, filtersInOrderIssue);
export type AdminOrderFilters = z.input<typeof adminOrderFilters>;
export type ParsedAdminOrderFilters = z.output<typeof adminOrderFilters>;

/** `GET /api/admin/orders`: newest first, keyset pages (the cursor is the last row's, opaque). */
export const adminOrderListQuery = z
  .object({
    ...adminOrderFilterShape,
    cursor: optionalParam(z.string().max(200)),
    size: optionalParam(
      z.enum(ADMIN_ORDER_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
    ),
  })
  .refine(filtersInOrder, filtersInOrderIssue)
  .transform((value) => ({ ...value, size: value.size ?? DEFAULT_ADMIN_ORDER_PAGE_SIZE }));
export type AdminOrderListQuery = z.input<typeof adminOrderListQuery>;

export const adminOrderPage = z.object({
  items: z.array(adminOrderSummary),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type AdminOrderPage = z.infer<typeof adminOrderPage>;

const staffNote = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(STAFF_NOTE_MAX_LENGTH, `Usa hasta ${STAFF_NOTE_MAX_LENGTH} caracteres.`);
const operationNumber = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(OPERATION_NUMBER_MAX_LENGTH, `Usa hasta ${OPERATION_NUMBER_MAX_LENGTH} caracteres.`);

/**
 * Approve a payment: the operation number of the transfer seen in Cambix's bank
 * (docs/rules/statuses.md#transitions) and, when the voucher shows that someone other than the customer paid,
 * that payer's name and document as the voucher gives them (docs/rules/compliance.md#payer-who-is-not-the-customer).
 */
export const approvePaymentRequest = z
  .object({
    operationNumber: operationNumber('Escribe el número de operación de la transferencia recibida.'),
    note: z.string().trim().max(STAFF_NOTE_MAX_LENGTH).optional(),
    thirdPartyPayerName: z
      .string()
      .trim()
      .max(THIRD_PARTY_PAYER_NAME_MAX_LENGTH, `Usa hasta ${THIRD_PARTY_PAYER_NAME_MAX_LENGTH} caracteres.`)
      .optional()
      .transform((value) => value || null),
    thirdPartyPayerDocument: z
      .string()
      .trim()
      .max(
        THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH,
        `Usa hasta ${THIRD_PARTY_PAYER_DOCUMENT_MAX_LENGTH} caracteres.`,
      )
      .regex(/^[0-9A-Za-z-]*$/, 'Usa solo números y letras.')
      .optional()
      .transform((value) => value?.toUpperCase() || null),
  })
  .refine((body) => body.thirdPartyPayerName !== null || body.thirdPartyPayerDocument === null, {
    path: ['thirdPartyPayerName'],
    message: 'Escribe el nombre de quien pagó.',
  });
export type ApprovePaymentRequest = z.input<typeof approvePaymentRequest>;

/** Reject a payment or cancel an observed order: the reason goes to the customer. */
export const rejectOrderRequest = z.object({ reason: staffNote('Escribe el motivo.') });
export type RejectOrderRequest = z.input<typeof rejectOrderRequest>;

/** Observe an order waiting for payout: what the customer must fix. */
export const observeOrderRequest = z.object({ note: staffNote('Escribe qué debe corregir el cliente.') });
export type ObserveOrderRequest = z.input<typeof observeOrderRequest>;

/** The multipart fields of a payout, besides the voucher image. */
export const payoutFields = z.object({
  operationNumber: operationNumber('Escribe el número de operación de la transferencia al cliente.'),
});
export type PayoutFields = z.input<typeof payoutFields>;

/** One card of the Tarjetas board. */
export const boardCard = z.object({
  id: z.number().int(),
  code: z.string(),
  status: orderStatus,
  customerName: z.string(),
  kind: z.enum(ORDER_KINDS),
  sendAmount: storedAmount,
  sendCurrency: currency,
  receiveAmount: storedAmount,
  receiveCurrency: currency,
  /** Divisas: the direction and the locked rate (soles per dollar); null for cambio de saldo. */
  direction: exchangeDirection.nullable(),
  rate: z.string().nullable(),
  paymentBank: orderBank,
  destinationBankName: z.string(),
  statusSince: z.string(),
  channel: z.enum(ORDER_CHANNELS),
});
export type BoardCard = z.infer<typeof boardCard>;
export const board = z.object({ cards: z.array(boardCard), at: z.string() });
export type Board = z.infer<typeof board>;

const periodFigures = z.object({
  /** Orders that reached TERMINADA in the period. */
  orders: z.number().int(),
  sent: decimalString,
  commissions: decimalString,
});

/**
 * `GET /api/admin/dashboard` (docs/rules/screens.md#staff-screens: Inicio). Days and months are
 * America/Lima's.
 */
export const dashboardSummary = z.object({
  toAct: z.object({
    customersToValidate: z.number().int(),
    paymentsPending: z.number().int(),
    payoutsPending: z.number().int(),
    observed: z.number().int(),
  }),
  today: periodFigures,
  month: periodFigures,
  /** The last 14 days, oldest first, every day present (zero when nothing happened). */
  daily: z.array(periodFigures.extend({ date: z.string() })),
  latest: z.array(adminOrderSummary),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

/** Customers staff may make an order link for, searched by name or document. */
export const linkCustomerQuery = z.object({
  q: z.string().trim().min(2, 'Escribe al menos 2 caracteres.').max(100),
});
export type LinkCustomerQuery = z.input<typeof linkCustomerQuery>;
export const linkCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  documentNumber: z.string(),
  phone: z.string().nullable(),
  accountStatus: z.string(),
});
export type LinkCustomer = z.infer<typeof linkCustomer>;
