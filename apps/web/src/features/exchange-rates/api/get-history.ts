import { exchangeEndpoints, type RateHistory } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { exchangeRateKeys } from './keys.ts';

export function getRateHistory(day: string, signal?: AbortSignal): Promise<RateHistory> {
  return apiCall(exchangeEndpoints.history, { query: { day }, signal });
}

export const rateHistoryQueryOptions = (day: string) =>
  queryOptions({
    queryKey: exchangeRateKeys.history(day),
    queryFn: ({ signal }) => getRateHistory(day, signal),
    // The chart stays on screen while another day loads.
    placeholderData: keepPreviousData,
  });

/** `GET /api/admin/exchange/history?day=`: the boards of a Lima day and the latest publications. */
export function useRateHistory(day: string) {
  return useQuery(rateHistoryQueryOptions(day));
}
