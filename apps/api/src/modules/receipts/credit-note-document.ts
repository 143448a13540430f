import { CREDIT_NOTE_REASONS, type CreditNoteReasonCode } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { creditNotes } from '../../platform/db/schema/index.ts';
import type { Receipt } from './issue-receipt.ts';
import { electronicReceiptOf } from './receipt-document.ts';
import type { CreditNote } from './ubl/credit-note-xml.ts';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

/** The nota de crédito as SUNAT's UBL carries it: the boleta's lines and amounts, credited whole. */
export async function creditNoteDocumentOf(
  ctx: AppContext,
  note: Pick<CreditNoteRow, 'serie' | 'numero' | 'issuedAt' | 'reasonCode'>,
  boleta: Receipt,
): Promise<CreditNote & { documentType: '07' }> {
  const { documentType, ...credited } = await electronicReceiptOf(ctx, boleta);
  const reasonCode = note.reasonCode as CreditNoteReasonCode;
  return {
    ...credited,
    documentType: '07',
    serie: note.serie,
    numero: note.numero,
    issuedAt: note.issuedAt,
    reference: { documentType, serie: boleta.serie, numero: boleta.numero },
    reasonCode,
    reason: CREDIT_NOTE_REASONS[reasonCode],
  };
}
