import { summaryEndpoints, type SummaryQuery } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the printable table as an A4 PDF for the filters on screen, with the staff member's token. */
export async function downloadSummaryPdf(query: SummaryQuery): Promise<void> {
  saveFile(
    await apiDownload(summaryEndpoints.pdf, {
      query,
      fallbackName: `resumen-${query.from ?? ''}-${query.to ?? ''}.pdf`,
    }),
  );
}

export function useDownloadSummaryPdf() {
  return useMutation({ mutationFn: downloadSummaryPdf });
}
