import { settingsEndpoints, type AccountTypesInput } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { storeSavedBank } from './get-bank-settings.ts';

export const saveAccountTypes = (bankId: number, body: AccountTypesInput) =>
  apiCall(settingsEndpoints.saveAccountTypes, { params: { bankId: String(bankId) }, body });

/** Replaces a bank's account types; the server refuses removing one that customer accounts use. */
export function useSaveAccountTypes(bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AccountTypesInput) => saveAccountTypes(bankId, body),
    onSuccess: (saved) => storeSavedBank(queryClient, saved),
  });
}
