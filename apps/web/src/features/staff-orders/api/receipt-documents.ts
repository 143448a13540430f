import {
  receiptEndpoints,
  type CreditNoteReasonCode,
  type CreditNoteView,
  type InvoiceQuery,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders';
import { apiCall } from '@/lib/api-client.ts';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

export type ReceiptDocument =
  { kind: 'boleta'; id: number; number: string } | { kind: 'credit-note'; id: number; number: string };

/** The signed XML or SUNAT's CDR of a boleta or a credit note (staff only). */
export async function downloadReceiptFile(document: ReceiptDocument, file: 'xml' | 'cdr'): Promise<void> {
  const fallbackName = `${file === 'cdr' ? 'R-' : ''}${document.number}.xml`;
  if (document.kind === 'boleta') {
    const endpoint = file === 'xml' ? receiptEndpoints.receiptXml : receiptEndpoints.receiptCdr;
    saveFile(await apiDownload(endpoint, { params: { receiptId: String(document.id) }, fallbackName }));
    return;
  }
  const endpoint = file === 'xml' ? receiptEndpoints.creditNoteXml : receiptEndpoints.creditNoteCdr;
  saveFile(await apiDownload(endpoint, { params: { creditNoteId: String(document.id) }, fallbackName }));
}

export function useDownloadReceiptFile() {
  return useMutation({
    mutationFn: ({ document, file }: { document: ReceiptDocument; file: 'xml' | 'cdr' }) =>
      downloadReceiptFile(document, file),
  });
}

/** Credits the whole boleta; the boleta's query is read again to show the note under it. */
export function useIssueCreditNote(query: InvoiceQuery, receiptId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reasonCode: CreditNoteReasonCode): Promise<CreditNoteView> =>
      apiCall(receiptEndpoints.issueCreditNote, {
        params: { receiptId: String(receiptId) },
        body: { reasonCode },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: orderKeys.invoice(query) }),
  });
}
