import { orderEndpoints, type LimitAmount } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '@/features/auth';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

export const fetchLimitAmount = (userId: number): Promise<LimitAmount> =>
  apiCall(orderEndpoints.limitAmount, { params: { userId: String(userId) } });

export const limitAmountQueryOptions = (userId: number) =>
  queryOptions({ queryKey: orderKeys.limit(userId), queryFn: () => fetchLimitAmount(userId) });

/** The signed-in customer's monthly limit and what is used of it. */
export function useLimitAmount() {
  const userId = useSessionStore((state) => state.user?.id ?? 0);
  return useQuery({ ...limitAmountQueryOptions(userId), enabled: userId > 0 });
}
