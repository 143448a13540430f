import { summaryEndpoints, type FinanceSummary, type SummaryQuery } from '@cambix/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { summaryKeys } from './keys.ts';

export function getSummary(query: SummaryQuery, signal?: AbortSignal): Promise<FinanceSummary> {
  return apiCall(summaryEndpoints.get, { query, signal });
}

export const summaryQueryOptions = (query: SummaryQuery) =>
  queryOptions({
    queryKey: summaryKeys.detail(query),
    queryFn: ({ signal }) => getSummary(query, signal),
    // The figures stay on screen, dimmed, while another period loads.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** `GET /api/admin/finance/summary`: the period's figures, per month, bank, channel and day. */
export function useSummary(query: SummaryQuery) {
  return useQuery(summaryQueryOptions(query));
}
