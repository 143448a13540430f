import { complianceRegisterEndpoints, type RegisterExportFormat } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiDownload, saveFile } from '@/lib/api-download.ts';

/** Downloads a month of the register as CSV, Excel or the fixed-width text. */
export async function exportRegister(input: { month: string; format: RegisterExportFormat }): Promise<void> {
  saveFile(
    await apiDownload(complianceRegisterEndpoints.export, {
      query: input,
      fallbackName: `registro-operaciones-${input.month}.${input.format}`,
    }),
  );
}

export function useExportRegister() {
  return useMutation({ mutationFn: exportRegister });
}
