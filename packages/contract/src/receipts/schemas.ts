import { z } from 'zod';
import { idParams } from '../common/ids.ts';
import { decimalString } from '../common/money-schemas.ts';
import { isValidRuc } from '../partners/rules.ts';
import {
  CREDIT_NOTE_REASON_CODES,
  FACTURA_BUYER_MESSAGES,
  RECEIPT_KINDS,
  RECEIPT_LIST_FILTERS,
  RECEIPT_SEND_STATUSES,
} from './rules.ts';

export const receiptSendStatus = z.enum(RECEIPT_SEND_STATUSES);

export const receiptKind = z.enum(RECEIPT_KINDS);

/**
 * Who a factura is made out to (decision 180): the company's (or the business owner's) RUC and its razón
 * social as SUNAT registers it.
 */
export const facturaBuyer = z.object({
  // A field left out is told what it needs, as one typed wrong is: a partner's system may send one alone.
  ruc: z.string({ error: FACTURA_BUYER_MESSAGES.ruc }).trim().refine(isValidRuc, FACTURA_BUYER_MESSAGES.ruc),
  razonSocial: z
    .string({ error: FACTURA_BUYER_MESSAGES.razonSocial })
    .trim()
    .min(3, FACTURA_BUYER_MESSAGES.razonSocial)
    .max(200, FACTURA_BUYER_MESSAGES.razonSocialTooLong),
});
export type FacturaBuyer = z.infer<typeof facturaBuyer>;

/** What staff read of one document's sending: a boleta's or a credit note's. */
export const documentSending = z.object({
  status: receiptSendStatus,
  provider: z.string().nullable(),
  ticket: z.string().nullable(),
  /** SUNAT's answer (the CDR's code and description, with its observations) or the last error. */
  message: z.string().nullable(),
  sentAt: z.string().nullable(),
  /** The code of SUNAT's CDR (0 accepted, 2000–3999 rejected, 4000+ observed); null before it. */
  cdrCode: z.string().nullable(),
  /** The daily summary (RC-YYYYMMDD-n) it was informed in. */
  summaryId: z.string().nullable(),
  /** When the sweep will try it (or ask for its CDR) again; null when nothing more is tried. */
  nextAttemptAt: z.string().nullable(),
  /** Whether the signed XML and the CDR can be downloaded. */
  hasSignedXml: z.boolean(),
  hasCdr: z.boolean(),
});
export type DocumentSending = z.infer<typeof documentSending>;

/** A nota de crédito as staff see it under the boleta it corrects. */
export const creditNote = z.object({
  id: z.number().int(),
  /** BC01-00000001. */
  number: z.string(),
  reasonCode: z.enum(CREDIT_NOTE_REASON_CODES),
  reason: z.string(),
  amount: decimalString,
  currency: z.enum(['PEN', 'USD']),
  issuedAt: z.string(),
  issuedBy: z.string(),
  sending: documentSending,
});
export type CreditNoteView = z.infer<typeof creditNote>;

/** `GET /api/admin/receipts`: the newest receipts in one state at SUNAT, or in any. */
export const receiptListQuery = z.object({
  estado: z.enum(RECEIPT_LIST_FILTERS).default('pendiente'),
});
export type ReceiptListQuery = z.input<typeof receiptListQuery>;

/** One receipt as the Comprobantes screen lists it: what it is, for which order, and where it stands. */
export const receiptRow = z.object({
  id: z.number().int(),
  tipo: receiptKind,
  /** B001-00000042. */
  number: z.string(),
  orderId: z.number().int(),
  orderCode: z.string(),
  customerName: z.string(),
  amount: decimalString,
  currency: z.enum(['PEN', 'USD']),
  issuedAt: z.string(),
  sending: documentSending,
});
export type ReceiptRow = z.infer<typeof receiptRow>;

export const receiptList = z.object({
  rows: z.array(receiptRow),
  /** How many receipts are in that state; at most RECEIPT_LIST_LIMIT are listed. */
  total: z.number().int(),
});
export type ReceiptList = z.infer<typeof receiptList>;

export const receiptParams = idParams('receiptId', 'Boleta no válida.');
export type ReceiptParams = z.input<typeof receiptParams>;
export const creditNoteParams = idParams('creditNoteId', 'Nota de crédito no válida.');
export type CreditNoteParams = z.input<typeof creditNoteParams>;

export const issueCreditNoteRequest = z.object({
  reasonCode: z.enum(CREDIT_NOTE_REASON_CODES, { error: 'Elige el motivo de la nota de crédito.' }),
});
export type IssueCreditNoteRequest = z.input<typeof issueCreditNoteRequest>;
