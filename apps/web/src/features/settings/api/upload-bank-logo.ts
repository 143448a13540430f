import { settingsEndpoints, type BankSettings } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload.ts';
import { storeSavedBank } from './get-bank-settings.ts';

export function uploadBankLogo(bankId: number, file: File): Promise<BankSettings> {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload(settingsEndpoints.uploadBankLogo, form, { params: { bankId: String(bankId) } });
}

/** Sends a bank's logo as chosen; the server checks and re-encodes it. */
export function useUploadBankLogo(bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadBankLogo(bankId, file),
    onSuccess: (saved) => storeSavedBank(queryClient, saved),
  });
}
