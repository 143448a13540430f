import { promotionAdminEndpoints, type PromoFilters } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the coupons of the current filters as CSV, with the staff member's bearer token. */
export async function exportPromos(filters: PromoFilters): Promise<void> {
  saveFile(
    await apiDownload(promotionAdminEndpoints.export, { query: filters, fallbackName: 'cupones.csv' }),
  );
}

export function useExportPromos() {
  return useMutation({ mutationFn: exportPromos });
}
