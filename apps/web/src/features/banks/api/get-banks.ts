import { bankEndpoints, type Bank } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiCall } from '@/lib/api-client.ts';
import { bankKeys } from './keys.ts';

/** The catalogue changes only when staff edit it: kept an hour here, and the browser revalidates by ETag. */
export const BANKS_STALE_TIME = 60 * 60 * 1000;

export const fetchBanks = (): Promise<Bank[]> => apiCall(bankEndpoints.list);

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: bankKeys.catalogue,
    queryFn: fetchBanks,
    staleTime: BANKS_STALE_TIME,
    gcTime: Infinity,
  });

const NO_BANKS: Bank[] = [];

/**
 * The bank catalogue; a failed load is logged and reads as an empty list
 * (docs/rules/api-and-errors.md#errors-a-person-sees).
 */
export function useBanks() {
  const query = useQuery(banksQueryOptions());
  useEffect(() => {
    if (query.error) console.error('Error cargando bancos', query.error);
  }, [query.error]);
  return {
    banks: query.data ?? NO_BANKS,
    isLoading: query.isPending && !query.error,
    refetch: query.refetch,
  };
}
