import { settingsEndpoints, type BankInput, type BankSettings } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { storeSavedBank } from './get-bank-settings.ts';

export const createBank = (body: BankInput) => apiCall(settingsEndpoints.createBank, { body });

export const updateBank = (bankId: number, body: BankInput) =>
  apiCall(settingsEndpoints.updateBank, { params: { bankId: String(bankId) }, body });

/** Creates a bank (no id) or saves a bank's catalogue entry. */
export function useSaveBank(bankId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankInput): Promise<BankSettings> =>
      bankId === null ? createBank(body) : updateBank(bankId, body),
    onSuccess: (saved) => storeSavedBank(queryClient, saved),
  });
}
