import { adminUserEndpoints, type BankAccount } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function getCustomerBankAccounts(userId: number, signal?: AbortSignal): Promise<BankAccount[]> {
  return apiCall(adminUserEndpoints.customerBankAccounts, { params: { userId: String(userId) }, signal });
}

export const customerBankAccountsQuery = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.accounts(userId),
    enabled: userId > 0,
    queryFn: ({ signal }) => getCustomerBankAccounts(userId, signal),
  });

export function useCustomerBankAccounts(userId: number) {
  return useQuery(customerBankAccountsQuery(userId));
}
