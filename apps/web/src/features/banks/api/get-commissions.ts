import { bankEndpoints, type Commission } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { BANKS_STALE_TIME } from './get-banks.ts';
import { bankKeys } from './keys.ts';

export const fetchCommissions = (): Promise<Commission[]> => apiCall(bankEndpoints.commissions);

export const commissionsQueryOptions = () =>
  queryOptions({ queryKey: bankKeys.commissions, queryFn: fetchCommissions, staleTime: BANKS_STALE_TIME });

/** The commission list and its default (`GET /api/comissions`). */
export function useCommissions() {
  return useQuery(commissionsQueryOptions());
}
