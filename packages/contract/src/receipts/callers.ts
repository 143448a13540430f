import { ORDER_DETAIL_MODULES } from '../admin-orders/rules.ts';
import { callers } from '../http/callers.ts';
import { CREDIT_NOTE_MODULE } from './rules.ts';

// A boleta's documents are read where its order is read; a credit note is issued by whoever may pay out
// (decision 175).
const readers = callers.staff(ORDER_DETAIL_MODULES, 'view');

export const receiptCallers = {
  list: readers,
  issueCreditNote: callers.staff(CREDIT_NOTE_MODULE, 'edit'),
  receiptXml: readers,
  receiptCdr: readers,
  creditNoteXml: readers,
  creditNoteCdr: readers,
};
