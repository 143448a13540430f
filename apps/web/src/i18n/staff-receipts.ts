import type { CreditNoteReasonCode, ReceiptKind } from '@cambix/contract';

/** The receipt's documents at SUNAT on the staff order detail, and its nota de crédito. */
export const staffReceiptsEs = {
  boleta: 'Envío a SUNAT',
  creditNote: (number: string) => `Nota de crédito ${number}`,
  cdr: (code: string) => `Constancia (CDR): código ${code}`,
  noCdr: 'Sin constancia de SUNAT todavía',
  lastTry: (at: string) => `Actualizado: ${at}`,
  nextTry: (at: string) => `Próximo intento: a más tardar ${at}`,
  noNextTry: 'No se volverá a intentar automáticamente',
  downloadXml: 'XML firmado',
  downloadCdr: 'CDR',
  downloadFailed: 'No se pudo descargar el documento. Inténtalo de nuevo.',
  creditNoteInfo: (kind: ReceiptKind, reason: string, amount: string, by: string, at: string) =>
    `${reason} por ${amount}; emitida por ${by} el ${at}. La ${kind} no se modifica.`,
  issue: {
    open: 'Emitir nota de crédito',
    title: 'Emitir nota de crédito',
    body: (kind: ReceiptKind, number: string, amount: string) =>
      `La nota de crédito revierte la ${kind} ${number} por su importe total (${amount}). La ${kind} no se modifica y la nota ${
        kind === 'factura' ? 'se envía sola a SUNAT' : 'se informa a SUNAT en el resumen diario'
      }. No se puede deshacer.`,
    reason: 'Motivo (catálogo 09 de SUNAT)',
    confirm: 'Emitir',
    cancel: 'Cancelar',
    done: (number: string) => `Nota de crédito ${number} emitida.`,
  },
  reasons: {
    '01': '01 · Anulación de la operación',
    '06': '06 · Devolución total',
    '07': '07 · Devolución por ítem',
  } satisfies Record<CreditNoteReasonCode, string>,
};
