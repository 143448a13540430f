import { orderEndpoints, type InvoiceQuery } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the boleta as the server draws it, an A4 PDF (`GET /api/getInvoiceData/pdf`). */
export async function downloadInvoicePdf(query: InvoiceQuery): Promise<void> {
  saveFile(
    await apiDownload(orderEndpoints.invoicePdf, {
      query,
      fallbackName: `boleta-${query.serie}-${String(query.numero_recibo).padStart(8, '0')}.pdf`,
    }),
  );
}

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}
