import { settingsEndpoints, type OpeningBalanceInput } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { storeSavedAccount } from './get-cambix-accounts.ts';

export const recordOpeningBalance = (accountId: number, body: OpeningBalanceInput) =>
  apiCall(settingsEndpoints.recordOpeningBalance, { params: { accountId: String(accountId) }, body });

/** The account's opening ledger row, once. */
export function useRecordOpeningBalance(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningBalanceInput) => recordOpeningBalance(accountId, body),
    onSuccess: (saved) => storeSavedAccount(queryClient, saved),
  });
}
