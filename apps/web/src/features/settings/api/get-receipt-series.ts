import { settingsEndpoints, type ReceiptSeriesSettings } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export function getReceiptSeries(signal?: AbortSignal): Promise<ReceiptSeriesSettings[]> {
  return apiCall(settingsEndpoints.receiptSeries, { signal });
}

export const receiptSeriesQuery = () =>
  queryOptions({
    queryKey: settingsKeys.receiptSeries(),
    queryFn: ({ signal }) => getReceiptSeries(signal),
  });

/** One row per active bank, with its boleta serie if it has one. */
export function useReceiptSeries() {
  return useQuery(receiptSeriesQuery());
}
