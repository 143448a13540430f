import { referralAdminEndpoints, type ReferralCodeFilters } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads the codes of the current filters as CSV, with the staff member's bearer token. */
export async function exportReferralCodes(filters: ReferralCodeFilters): Promise<void> {
  saveFile(
    await apiDownload(referralAdminEndpoints.export, { query: filters, fallbackName: 'referidos.csv' }),
  );
}

export function useExportReferralCodes() {
  return useMutation({ mutationFn: exportReferralCodes });
}
