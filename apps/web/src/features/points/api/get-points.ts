import { pointsEndpoints, type PointsSummary } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const pointsKey = ['points', 'mine'] as const;

export const fetchPoints = (): Promise<PointsSummary> => apiCall(pointsEndpoints.mine);

export const pointsQueryOptions = () => queryOptions({ queryKey: pointsKey, queryFn: fetchPoints });

/** The customer's points: balance, every movement, the rules and what the balance is worth. */
export function usePoints() {
  return useQuery(pointsQueryOptions());
}
