import { exchangeEndpoints, type RateLockTerms } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const rateLockKey = ['exchange', 'rate-lock'] as const;

export const fetchRateLock = (): Promise<RateLockTerms> => apiCall(exchangeEndpoints.rateLock);

export const rateLockQueryOptions = () => queryOptions({ queryKey: rateLockKey, queryFn: fetchRateLock });

/**
 * Whether the signed-in customer's divisas order now would lock its rate (`GET /api/exchange/rate-lock`): the
 * server decides (docs/rules/exchange.md#indicative-quotes). Asked only while `enabled` (a dollar quote).
 */
export function useRateLock(enabled = true) {
  return useQuery({ ...rateLockQueryOptions(), enabled });
}
