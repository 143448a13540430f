import { exchangeEndpoints, type ExchangeRates } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { exchangeRateKeys } from './keys.ts';

export function getRates(signal?: AbortSignal): Promise<ExchangeRates> {
  return apiCall(exchangeEndpoints.rates, { signal });
}

export const ratesQueryOptions = () =>
  queryOptions({ queryKey: exchangeRateKeys.board(), queryFn: ({ signal }) => getRates(signal) });

/** `GET /api/exchange/rates`: the board in force, which the publish form starts from. */
export function useRates() {
  return useQuery(ratesQueryOptions());
}
