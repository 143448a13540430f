import { adminUserEndpoints, type CustomerFilters } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the filtered set as CSV, with the staff member's bearer token. */
export async function exportCustomers(filters: CustomerFilters): Promise<void> {
  const file = await apiDownload(adminUserEndpoints.exportCustomers, {
    query: filters,
    fallbackName: 'clientes.csv',
  });
  saveFile(file);
}

export function useExportCustomers() {
  return useMutation({ mutationFn: exportCustomers });
}
