import {
  externalOrderEndpoints,
  partnerEndpoints,
  type ExternalOrderListQuery,
  type ExternalOrderPage,
} from '@cambix/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { externalOrderKeys } from './keys.ts';

export function listExternalOrders(
  query: ExternalOrderListQuery,
  signal?: AbortSignal,
): Promise<ExternalOrderPage> {
  return apiCall(externalOrderEndpoints.list, { query, signal });
}

/** One page of every partner order; the last page stays on screen while the next loads. */
export function useExternalOrders(query: ExternalOrderListQuery) {
  return useQuery({
    queryKey: externalOrderKeys.list(query),
    queryFn: ({ signal }) => listExternalOrders(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

/** The partners for the filter and the shares' picker (module external-orders can read them). */
export function usePartnerChoices() {
  return useQuery({
    queryKey: externalOrderKeys.choices(),
    queryFn: ({ signal }) => apiCall(partnerEndpoints.choices, { signal }),
    staleTime: 60_000,
  });
}
