import { exchangeEndpoints, type ExchangeRates } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const ratesKey = ['exchange', 'rates'] as const;

export const fetchRates = (): Promise<ExchangeRates> => apiCall(exchangeEndpoints.rates);

// The socket replaces the board when staff publish one; the minute's refetch only catches the hours turning.
export const ratesQueryOptions = () =>
  queryOptions({ queryKey: ratesKey, queryFn: fetchRates, staleTime: 60_000, refetchInterval: 60_000 });

/** The board in force, its hours and lock time (`GET /api/exchange/rates`, anyone may ask). */
export function useExchangeRates() {
  return useQuery(ratesQueryOptions());
}
