import { bankAccountEndpoints, type BankAccount } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSessionStore } from '@/features/auth';
import { apiCall } from '@/lib/api-client.ts';
import { bankAccountKeys } from './keys.ts';

export const fetchBankAccounts = (): Promise<BankAccount[]> => apiCall(bankAccountEndpoints.list);

export const bankAccountsQueryOptions = () =>
  queryOptions({ queryKey: bankAccountKeys.list, queryFn: fetchBankAccounts });

/** The customer's accounts; the session's `banks` (userBanks) follows the list. */
export function useBankAccounts() {
  const query = useQuery(bankAccountsQueryOptions());
  useEffect(() => {
    if (query.data) useSessionStore.setState({ banks: query.data });
  }, [query.data]);
  return query;
}
