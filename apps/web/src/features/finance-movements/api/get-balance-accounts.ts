import { balanceEndpoints, type BalanceOverview, type FinanceAccount } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { movementKeys } from './keys.ts';

const accountsOf = (overview: BalanceOverview): FinanceAccount[] =>
  overview.accounts.map((card) => card.account);

const getBalanceOverview = (signal?: AbortSignal): Promise<BalanceOverview> =>
  apiCall(balanceEndpoints.overview, { signal });

/**
 * Cambix's accounts for the account filter, read from Balance (module balance) when the person may see
 * it; otherwise the screen names the accounts of the rows it has shown.
 */
export function useBalanceAccounts(enabled: boolean): FinanceAccount[] | undefined {
  const { data } = useQuery({
    queryKey: movementKeys.balanceOverview,
    queryFn: ({ signal }) => getBalanceOverview(signal),
    select: accountsOf,
    enabled,
    staleTime: 60_000,
  });
  return data;
}
