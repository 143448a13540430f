import { movementEndpoints, type MovementExportQuery } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads exactly the filtered rows as CSV or Excel, with the staff member's bearer token. */
export async function exportMovements(query: MovementExportQuery): Promise<void> {
  const fallbackName = `movimientos.${query.format ?? 'csv'}`;
  saveFile(await apiDownload(movementEndpoints.export, { query, fallbackName }));
}

export function useExportMovements() {
  return useMutation({ mutationFn: exportMovements });
}
