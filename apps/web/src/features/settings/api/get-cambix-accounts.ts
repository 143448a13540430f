import { settingsEndpoints, type CambixAccountSettings } from '@cambix/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { bankKeys } from '@/features/banks';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export function getCambixAccounts(signal?: AbortSignal): Promise<CambixAccountSettings[]> {
  return apiCall(settingsEndpoints.cambixAccounts, { signal });
}

export const cambixAccountsQuery = () =>
  queryOptions({
    queryKey: settingsKeys.cambixAccounts(),
    queryFn: ({ signal }) => getCambixAccounts(signal),
  });

/** Cambix's own collection and payout accounts with their ledger balance. */
export function useCambixAccounts() {
  return useQuery(cambixAccountsQuery());
}

/** Puts a saved account in the list; whether a bank collects may have changed with it. */
export function storeSavedAccount(queryClient: QueryClient, saved: CambixAccountSettings): void {
  queryClient.setQueryData<CambixAccountSettings[]>(settingsKeys.cambixAccounts(), (current) => {
    if (!current) return current;
    const found = current.some((account) => account.id === saved.id);
    return found
      ? current.map((account) => (account.id === saved.id ? saved : account))
      : [...current, saved];
  });
  void queryClient.invalidateQueries({ queryKey: settingsKeys.banks() });
  void queryClient.invalidateQueries({ queryKey: bankKeys.catalogue });
}
