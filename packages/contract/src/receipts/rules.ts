/**
 * SUNAT's catalog 09, the reasons of a nota de crédito Cambix issues (docs/rules/receipts.md#issuing-a-credit-note):
 * each credits the whole boleta.
 */
export const CREDIT_NOTE_REASONS = {
  '01': 'Anulación de la operación',
  '06': 'Devolución total',
  '07': 'Devolución por ítem',
} as const;
export type CreditNoteReasonCode = keyof typeof CREDIT_NOTE_REASONS;
export const CREDIT_NOTE_REASON_CODES = Object.keys(CREDIT_NOTE_REASONS) as [
  CreditNoteReasonCode,
  ...CreditNoteReasonCode[],
];

/**
 * A customer's receipt (decision 180): a boleta de venta, or a factura when they give a RUC. SUNAT's
 * catalog 01 codes them 03 and 01.
 */
export const RECEIPT_KINDS = ['boleta', 'factura'] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];
export const SUNAT_RECEIPT_CODES = { boleta: '03', factura: '01' } as const satisfies Record<
  ReceiptKind,
  string
>;

/** What the web and the API say of a factura's buyer that is not one. */
export const FACTURA_BUYER_MESSAGES = {
  ruc: 'El RUC no es válido: son 11 dígitos, empieza con 10, 15, 16, 17 o 20 y el último es de control.',
  razonSocial: 'Escribe la razón social como figura en SUNAT.',
  razonSocialTooLong: 'La razón social tiene hasta 200 caracteres.',
} as const;

/**
 * How a receipt's charge stands before the IGV (docs/rules/receipts.md#igv): a cambio de saldo's commission
 * is an operación gravada, IGV included; a divisas spread is inafecta (the sale of foreign currency is not a
 * service subject to it). The on-screen receipt, the PDF and the XML all read these, never the order kind.
 */
export const IGV_TREATMENTS = ['gravada', 'inafecta'] as const;
export type IgvTreatment = (typeof IGV_TREATMENTS)[number];
export const IGV_TREATMENT_TEXTS = {
  gravada: { base: 'Op. gravada', note: 'IGV incluido' },
  inafecta: { base: 'Op. inafecta', note: 'Inafecto al IGV (venta de moneda extranjera)' },
} as const satisfies Record<IgvTreatment, { base: string; note: string }>;
/** SUNAT's catalog 07 (tipo de afectación del IGV) for each. */
export const SUNAT_IGV_AFFECTATION = { gravada: '10', inafecta: '30' } as const satisfies Record<
  IgvTreatment,
  string
>;

/** How the receipt is named to a person: in the order, the PDF, the mail. */
export const RECEIPT_KIND_NAMES = {
  boleta: 'Boleta de venta electrónica',
  factura: 'Factura electrónica',
} as const satisfies Record<ReceiptKind, string>;

/**
 * A bank's factura series is its boleta series with F for B (B001 → F001): SUNAT wants a factura's series
 * to start with F and a boleta's with B, and one pair per payment bank keeps the two side by side.
 */
export function facturaSerieOf(boletaSerie: string): string {
  return `F${boletaSerie.slice(1)}`;
}

/** The series of the notas de crédito, by what they correct: SUNAT wants a boleta's to start with B, a factura's with F. */
export const CREDIT_NOTE_SERIES = { boleta: 'BC01', factura: 'FC01' } as const satisfies Record<
  ReceiptKind,
  string
>;

/** Who issues a nota de crédito: edit of Devoluciones, the module whose payout issued the boleta. */
export const CREDIT_NOTE_MODULE = 'devoluciones' as const;

/**
 * Where a receipt stands at SUNAT (docs/rules/receipts.md#sending-to-sunat): not yet informed, sent (a daily
 * summary waiting for its CDR), accepted, accepted with observations, or rejected.
 */
export const RECEIPT_SEND_STATUSES = ['pendiente', 'enviada', 'aceptada', 'observada', 'rechazada'] as const;
export type ReceiptSendStatus = (typeof RECEIPT_SEND_STATUSES)[number];

/** What the Comprobantes screen filters by: a state at SUNAT, or all. */
export const RECEIPT_LIST_FILTERS = ['todos', ...RECEIPT_SEND_STATUSES] as const;
export type ReceiptListFilter = (typeof RECEIPT_LIST_FILTERS)[number];

/** The Comprobantes screen lists at most this many receipts of a state, newest first. */
export const RECEIPT_LIST_LIMIT = 100;
