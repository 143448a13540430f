import { exchangeEndpoints, type RateTrend } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const trendKey = ['exchange', 'trend'] as const;

export const fetchRateTrend = (signal?: AbortSignal): Promise<RateTrend> =>
  apiCall(exchangeEndpoints.trend, { signal });

// A publication reloads it (use-live-rates); the minute's refetch only moves the day's line to now.
export const rateTrendQueryOptions = () =>
  queryOptions({
    queryKey: trendKey,
    queryFn: ({ signal }) => fetchRateTrend(signal),
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/** `GET /api/exchange/trend`: today's boards and the last 30 Lima days, for the landing's charts. */
export function useRateTrend() {
  return useQuery(rateTrendQueryOptions());
}
