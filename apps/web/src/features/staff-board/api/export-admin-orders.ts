import { adminOrderEndpoints, type AdminOrderFilters } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the orders of the current filters as CSV, with the staff member's bearer token. */
export async function exportAdminOrders(filters: AdminOrderFilters): Promise<void> {
  const file = await apiDownload(adminOrderEndpoints.export, { query: filters, fallbackName: 'ordenes.csv' });
  saveFile(file);
}

export function useExportAdminOrders() {
  return useMutation({ mutationFn: exportAdminOrders });
}
