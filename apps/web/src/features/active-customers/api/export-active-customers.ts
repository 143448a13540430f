import { activeCustomerEndpoints, type ActiveCustomerFilters } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the range's active customers as CSV, with the staff member's bearer token. */
export async function exportActiveCustomers(filters: ActiveCustomerFilters): Promise<void> {
  saveFile(
    await apiDownload(activeCustomerEndpoints.export, {
      query: filters,
      fallbackName: 'clientes-activos.csv',
    }),
  );
}

export function useExportActiveCustomers() {
  return useMutation({ mutationFn: exportActiveCustomers });
}
