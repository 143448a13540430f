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

/** The series of the notas de crédito of boletas: SUNAT wants it to start with B (BC01, not FC01). */
export const CREDIT_NOTE_SERIE = 'BC01';

/** Who issues a nota de crédito: edit of Devoluciones, the module whose payout issued the boleta. */
export const CREDIT_NOTE_MODULE = 'devoluciones' as const;
