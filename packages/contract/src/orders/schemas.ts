import { z } from 'zod';
import { idParams, rowId, rowIdParam } from '../common/ids.ts';
import { decimalString, percentString, storedAmount } from '../common/money-schemas.ts';
import { isPositiveMoney } from '../common/money.ts';
import { currency } from '../bank-accounts/schemas.ts';
import { exchangeDirection, fundsDeclaration, orderExchange } from '../exchange/schemas.ts';
import { arrival } from '../service-hours/schemas.ts';
import { creditNote, documentSending, facturaBuyer, receiptKind } from '../receipts/schemas.ts';
import { IGV_TREATMENTS } from '../receipts/rules.ts';
import { ORDER_CODE_PATTERN } from './order-code.ts';

export const orderStatus = z.literal([0, 1, 2, 3, 4, 5]);

export const orderCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(ORDER_CODE_PATTERN, 'El código de orden no es válido.');

const amountField = decimalString.refine(isPositiveMoney, 'Ingresa un monto mayor que cero.');

/**
 * A quote asks with the amount to send or the amount to receive (docs/rules/fees-and-quotes.md#the-quote).
 * Signed-in customers get their own commission, referral discount and points; anyone else the default
 * commission.
 */
export const quoteRequest = z
  .object({
    bankId: rowId('Elige el banco desde el que pagarás.'),
    sendAmount: amountField.optional(),
    receiveAmount: amountField.optional(),
    /** The customer's account that will receive the money (another bank may add the interbank fee). */
    destinationAccountId: rowId('Elige la cuenta donde recibirás el dinero.').optional(),
    /** Without an account (the public calculator): the bank the money goes to, for the arrival and the interbank fee. */
    destinationBankId: rowId('Elige el banco donde recibirás el dinero.').optional(),
    promoCode: z.string().trim().toUpperCase().max(30).optional(),
    pointsToRedeem: z.number().int().min(0).optional(),
  })
  .refine((value) => (value.sendAmount === undefined) !== (value.receiveAmount === undefined), {
    message: 'Indica el monto a enviar o el monto a recibir.',
    path: ['sendAmount'],
  });
export type QuoteRequest = z.input<typeof quoteRequest>;

/** A quote, live or as an order stored it: amounts as stored (`storedAmount`). */
export const quote = z.object({
  sendAmount: storedAmount,
  commissionPercent: percentString,
  /** True below the flat-fee threshold. */
  isFlatFee: z.boolean(),
  fee: storedAmount,
  /** Promo or referral discount on the fee. */
  discount: storedAmount,
  /** What took the discount off: a coupon or the referral code of the first order. */
  discountSource: z.enum(['promo', 'referral']).nullable(),
  interbankFee: storedAmount,
  pointsRedeemed: z.number().int(),
  pointsDiscount: storedAmount,
  finalFee: storedAmount,
  receiveAmount: storedAmount,
});
export type Quote = z.infer<typeof quote>;

/**
 * `POST /api/order/quote`'s answer: the quote, when the money arrives at the destination's bank (null
 * without one, or when that bank has no transfer times), and, while Cambix is closed, when the operation
 * will be processed (docs/rules/hours-and-arrival.md#arrival).
 */
export const liveQuote = quote.extend({
  arrival: arrival.nullable(),
  processingText: z.string().nullable(),
});
export type LiveQuote = z.infer<typeof liveQuote>;

/** `POST /api/order/new-order`: a TEMPORAL order with the server's own quote. */
export const newOrderRequest = z
  .object({
    /** A key the browser makes per attempt: a double click creates one order. */
    idempotencyKey: z.uuid('Recarga la página e inténtalo de nuevo.'),
    bankId: rowId('Elige el banco desde el que pagarás.'),
    sendAmount: amountField.optional(),
    receiveAmount: amountField.optional(),
    destinationAccountId: rowId('Elige la cuenta donde recibirás el dinero.'),
    promoCode: z.string().trim().toUpperCase().max(30).optional(),
    pointsToRedeem: z.number().int().min(0).optional(),
    /** A staff-made link this order comes from. */
    linkCode: orderCode.optional(),
    /** Cambio de saldo (soles, a commission) or divisas (dollars at the locked rate). */
    kind: z.enum(['saldo', 'divisas']).default('saldo'),
    /** Divisas only: `compra` the customer sells us dollars, `venta` they buy dollars. */
    direction: exchangeDirection.optional(),
    /** Given when the customer wants a factura instead of a boleta (decision 180). */
    factura: facturaBuyer.optional(),
    ...fundsDeclaration,
  })
  .refine((value) => (value.sendAmount === undefined) !== (value.receiveAmount === undefined), {
    message: 'Indica el monto a enviar o el monto a recibir.',
    path: ['sendAmount'],
  })
  .refine((value) => value.kind === 'saldo' || value.direction !== undefined, {
    message: 'Elige si compras o vendes dólares.',
    path: ['direction'],
  })
  .refine((value) => value.fundsOrigin !== 'otro' || (value.fundsOriginDetail ?? '').length >= 3, {
    message: 'Cuéntanos de dónde vienen los fondos.',
    path: ['fundsOriginDetail'],
  });
export type NewOrderRequest = z.input<typeof newOrderRequest>;

export const orderBank = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  shortName: z.string(),
  color: z.string(),
});

/** Where the customer pays: Cambix's collection account at the payment bank. */
export const collectionAccount = z.object({
  bank: orderBank,
  currency: z.enum(['PEN', 'USD']),
  accountNumber: z.string(),
  cci: z.string(),
  holderName: z.string(),
});

export const orderDestination = z.object({
  bankId: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountType: z.string(),
  accountNumber: z.string(),
  cci: z.string().nullable(),
  currency: z.enum(['PEN', 'USD']),
  alias: z.string().nullable(),
  holderName: z.string(),
});
export type OrderDestination = z.infer<typeof orderDestination>;

export const orderFile = z.object({
  kind: z.enum(['voucher', 'payout_voucher']),
  mimeType: z.string(),
  uploadedAt: z.string(),
});

export const orderHistoryEntry = z.object({
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus,
  at: z.string(),
  /** The note the customer may see (observation, rejection reason). */
  note: z.string().nullable(),
});

export const receiptReference = z.object({
  tipo: receiptKind,
  serie: z.string(),
  numero_recibo: z.number().int(),
  bankId: z.number().int(),
});

/** One order as the customer sees it in the list. */
export const orderSummary = z.object({
  id: z.number().int(),
  code: z.string(),
  status: orderStatus,
  channel: z.enum(['web', 'link', 'partner']),
  kind: z.enum(['saldo', 'divisas']),
  /** What the customer pays in, and what they receive in. */
  sendCurrency: currency,
  receiveCurrency: currency,
  /** Divisas: soles per dollar, as locked; null for cambio de saldo. */
  rate: z.string().nullable(),
  direction: exchangeDirection.nullable(),
  sendAmount: storedAmount,
  finalFee: storedAmount,
  receiveAmount: storedAmount,
  paymentBank: orderBank,
  destinationBankName: z.string(),
  createdAt: z.string(),
  /** TEMPORAL orders: when they expire. */
  expiresAt: z.string().nullable(),
  /** The payout transfer's operation number, once Cambix sent the money (decision 099). */
  payoutOperationNumber: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** One order in full, as its owner sees it. */
export const order = orderSummary.extend({
  quote,
  collectionAccount,
  destination: orderDestination,
  promoCode: z.string().nullable(),
  referralCode: z.string().nullable(),
  customerOperationNumber: z.string().nullable(),
  /** What the customer writes in the transfer's description to pay without a voucher, once they chose to. */
  paymentReference: z.string().nullable(),
  voucher: orderFile.nullable(),
  payoutVoucher: orderFile.nullable(),
  /** For OBSERVADA: what to fix; for FALLIDA: why. */
  note: z.string().nullable(),
  history: z.array(orderHistoryEntry),
  receipt: receiptReference.nullable(),
  finalizedAt: z.string().nullable(),
  /** Divisas: the locked terms; null for cambio de saldo. */
  exchange: orderExchange.nullable(),
  fundsOrigin: z.string().nullable(),
  fundsOriginDetail: z.string().nullable(),
  /** When the declaración jurada was signed, if the order needed it. */
  declarationSignedAt: z.string().nullable(),
  /** Who the factura is made out to; null when the order gets a boleta. */
  factura: facturaBuyer.nullable(),
});
export type Order = z.infer<typeof order>;

export const orderCodeParams = z.object({ code: orderCode });
export type OrderCodeParams = z.input<typeof orderCodeParams>;

/** Spec paths carry the numeric id (`/api/sendImageOrder/{orderId}`, `/api/order/save-order/{id}`). */
export const orderIdParams = idParams('orderId', 'Orden no válida.');
export type OrderIdParams = z.input<typeof orderIdParams>;
export const saveOrderParams = idParams('id', 'Orden no válida.');
export type SaveOrderParams = z.input<typeof saveOrderParams>;

/** `POST /api/order/save-order/{id}`: finalize; the operation number of the payment if the voucher lacks it. */
export const saveOrderRequest = z.object({
  operationNumber: z.string().trim().max(40).optional(),
  /**
   * An indicative divisas order priced at finalize whose dollars now reach the declaración jurada's
   * threshold: signed here (docs/rules/exchange.md#indicative-quotes).
   */
  declarationSignature: fundsDeclaration.declarationSignature,
});
export type SaveOrderRequest = z.input<typeof saveOrderRequest>;

/** A re-quote: the declaración jurada, signed when the dollars at the new rate reach its threshold. */
export const requoteRequest = z.object({
  declarationSignature: fundsDeclaration.declarationSignature,
});
export type RequoteRequest = z.input<typeof requoteRequest>;

/** The multipart fields of a voucher upload, besides the file. */
export const voucherFields = z.object({ operationNumber: z.string().trim().max(40).optional() });

/** `GET /api/listOrders`: the caller's orders, newest first. */
export const listOrdersQuery = z.object({
  status: z.coerce.number().int().min(0).max(5).optional(),
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha AAAA-MM-DD.')
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha AAAA-MM-DD.')
    .optional(),
  minAmount: decimalString.optional(),
  maxAmount: decimalString.optional(),
  code: z.string().trim().toUpperCase().max(8).optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export type ListOrdersQuery = z.input<typeof listOrdersQuery>;

export const ordersPage = z.object({
  items: z.array(orderSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
});
export type OrdersPage = z.infer<typeof ordersPage>;

/** Monthly usage and limit (docs/rules/limits.md#monthly-limit), in PEN, calendar month in America/Lima. */
export const usedAmount = z.object({ used: decimalString, month: z.string() });
export type UsedAmount = z.infer<typeof usedAmount>;
export const limitAmount = z.object({
  limit: decimalString,
  used: decimalString,
  available: decimalString,
  tier: z.enum(['POR_VALIDAR', 'ACTIVO', 'PREMIUM', 'ESPECIAL']),
  month: z.string(),
});
export type LimitAmount = z.infer<typeof limitAmount>;

/**
 * `POST /api/updateUsedAmount` (docs/rules/limits.md#staff-adjustments: amount and id). Staff record an
 * audited adjustment; a customer changes nothing.
 */
export const updateUsedAmountRequest = z.object({
  id: rowId('Usuario no válido.'),
  amount: z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/, 'Usa un monto con hasta dos decimales.'),
  reason: z.string().trim().max(300).optional(),
});
export type UpdateUsedAmountRequest = z.input<typeof updateUsedAmountRequest>;

/** `GET /api/getInvoiceData?serie&numero_recibo&bankId`: the boleta, to its owner and staff. */
export const invoiceQuery = z.object({
  serie: z.string().trim().toUpperCase().max(8),
  // The web passes the order's receipt reference (numbers); the query string carries them as text.
  numero_recibo: z.coerce.string().pipe(rowIdParam('Número de boleta no válido.')),
  bankId: z.coerce.string().pipe(rowIdParam('Banco no válido.')),
});
export type InvoiceQuery = z.input<typeof invoiceQuery>;

export const invoice = z.object({
  tipo: receiptKind,
  serie: z.string(),
  numero_recibo: z.number().int(),
  bankId: z.number().int(),
  issuedAt: z.string(),
  /** As Ajustes › Empresa named the company when the boleta was issued; '' where it had none. */
  issuer: z.object({ name: z.string(), ruc: z.string(), address: z.string() }),
  customer: z.object({ name: z.string(), documentType: z.string(), documentNumber: z.string() }),
  description: z.string(),
  /** The total charged, IGV included (docs/rules/receipts.md#igv). */
  amount: decimalString,
  /** "Op. gravada": the total without IGV; igvAmount + taxableAmount = amount. */
  taxableAmount: decimalString,
  igvAmount: decimalString,
  igvPercent: z.string(),
  /** Whether the charge is an operación gravada or inafecta: the base's label and the IGV note follow it. */
  igvTreatment: z.enum(IGV_TREATMENTS),
  currency: z.enum(['PEN', 'USD']),
  orderCode: z.string(),
  /** The order the commission was charged on, for the customer to recognise it (not part of the total). */
  operation: z.object({
    sendAmount: storedAmount,
    fee: storedAmount,
    discount: storedAmount,
    interbankFee: storedAmount,
    receiveAmount: storedAmount,
    destinationBankName: z.string(),
    /** Each amount in its own currency; divisas adds its direction and locked rate (null for saldo). */
    sendCurrency: currency,
    receiveCurrency: currency,
    direction: exchangeDirection.nullable(),
    rate: z.string().nullable(),
  }),
  /** SUNAT's legend 1000: "SON: CUARENTA Y CINCO Y 00/100 SOLES" (docs/rules/receipts.md#amount-in-words). */
  amountInWords: z.string(),
  /** The signed document's hash (its DigestValue); null while it has not been signed. */
  hash: z.string().nullable(),
  /** Where anyone checks the receipt's validity at SUNAT. */
  consultationUrl: z.string(),
  /** SUNAT's QR: its text and its modules, one string of 0 and 1 per row, drawn by the web and the PDF. */
  qr: z.object({ text: z.string(), rows: z.array(z.string().regex(/^[01]+$/)) }),
  /**
   * Staff only: what SUNAT's provider answered for the boleta, its id for the downloads and the nota de
   * crédito that corrects it; null for the customer.
   */
  sending: documentSending
    .extend({ receiptId: z.number().int(), creditNote: creditNote.nullable() })
    .nullable(),
});
export type Invoice = z.infer<typeof invoice>;

/**
 * `POST /api/order/{code}/destination`: an OBSERVADA order's new destination account
 * (docs/rules/fees-and-quotes.md#destination-account: fixing it).
 */
export const changeDestinationRequest = z.object({
  destinationAccountId: rowId('Elige la cuenta donde recibirás el dinero.'),
});
export type ChangeDestinationRequest = z.input<typeof changeDestinationRequest>;

/** `POST /api/generateUrl`: a short-lived link to a file of an order the caller may see. */
export const generateUrlRequest = z.object({
  orderId: rowId('Orden no válida.'),
  kind: z.enum(['voucher', 'payout_voucher']),
});
export type GenerateUrlRequest = z.input<typeof generateUrlRequest>;
export const generatedUrl = z.object({ url: z.string(), expiresAt: z.string() });
