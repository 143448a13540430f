import { settingsEndpoints, type BankSettings } from '@cambix/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { bankKeys } from '@/features/banks';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export function getBankSettings(signal?: AbortSignal): Promise<BankSettings[]> {
  return apiCall(settingsEndpoints.banks, { signal });
}

export const bankSettingsQuery = () =>
  queryOptions({ queryKey: settingsKeys.banks(), queryFn: ({ signal }) => getBankSettings(signal) });

/** The whole catalogue as Ajustes edits it, inactive banks too. */
export function useBankSettings() {
  return useQuery(bankSettingsQuery());
}

/** Puts a saved bank in the list and lets every screen that shows banks read them again. */
export function storeSavedBank(queryClient: QueryClient, saved: BankSettings): void {
  queryClient.setQueryData<BankSettings[]>(settingsKeys.banks(), (current) => {
    if (!current) return current;
    const found = current.some((bank) => bank.id === saved.id);
    return found ? current.map((bank) => (bank.id === saved.id ? saved : bank)) : [...current, saved];
  });
  void queryClient.invalidateQueries({ queryKey: bankKeys.catalogue });
  void queryClient.invalidateQueries({ queryKey: settingsKeys.receiptSeries() });
  void queryClient.invalidateQueries({ queryKey: settingsKeys.cambixAccounts() });
}
