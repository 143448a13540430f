import { endpoint, withCallers } from '../http/endpoint.ts';
import { receiptCallers } from './callers.ts';
import type {
  CreditNoteParams,
  CreditNoteView,
  IssueCreditNoteRequest,
  ReceiptList,
  ReceiptListQuery,
  ReceiptParams,
} from './schemas.ts';

const RECEIPTS = '/api/admin/receipts';
const CREDIT_NOTES = '/api/admin/credit-notes';

/** A boleta's nota de crédito and the signed documents and CDRs (docs/rules/receipts.md#issuing-a-credit-note). */
export const receiptEndpoints = withCallers(receiptCallers, {
  /** Finanzas › Comprobantes: the newest receipts in a state at SUNAT (docs/rules/receipts.md#comprobantes). */
  list: endpoint<{ query: ReceiptListQuery; response: ReceiptList }>('GET', RECEIPTS),
  /** Credits the whole boleta; never edits it. */
  issueCreditNote: endpoint<{
    params: ReceiptParams;
    body: IssueCreditNoteRequest;
    response: CreditNoteView;
  }>('POST', `${RECEIPTS}/:receiptId/credit-note`),
  receiptXml: endpoint<{ params: ReceiptParams; response: string }>('GET', `${RECEIPTS}/:receiptId/xml`),
  receiptCdr: endpoint<{ params: ReceiptParams; response: string }>('GET', `${RECEIPTS}/:receiptId/cdr`),
  creditNoteXml: endpoint<{ params: CreditNoteParams; response: string }>(
    'GET',
    `${CREDIT_NOTES}/:creditNoteId/xml`,
  ),
  creditNoteCdr: endpoint<{ params: CreditNoteParams; response: string }>(
    'GET',
    `${CREDIT_NOTES}/:creditNoteId/cdr`,
  ),
});
