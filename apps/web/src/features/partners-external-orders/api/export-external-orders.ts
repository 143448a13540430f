import { externalOrderEndpoints, type ExternalOrderFilters } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the partner orders of the current filters as CSV, with the staff member's bearer token. */
export async function exportExternalOrders(filters: ExternalOrderFilters): Promise<void> {
  saveFile(
    await apiDownload(externalOrderEndpoints.export, {
      query: filters,
      fallbackName: 'ordenes-externas.csv',
    }),
  );
}

export function useExportExternalOrders() {
  return useMutation({ mutationFn: exportExternalOrders });
}
