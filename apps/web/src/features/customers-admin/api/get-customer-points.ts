import { pointsAdminEndpoints, type CustomerPoints } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function getCustomerPoints(userId: number, signal?: AbortSignal): Promise<CustomerPoints> {
  return apiCall(pointsAdminEndpoints.get, { params: { userId: String(userId) }, signal });
}

export const customerPointsQuery = (userId: number) =>
  queryOptions({
    queryKey: customerKeys.points(userId),
    enabled: userId > 0,
    queryFn: ({ signal }) => getCustomerPoints(userId, signal),
    staleTime: 0,
  });

/** The customer's balance and every points movement (tab Puntos). */
export function useCustomerPoints(userId: number) {
  return useQuery(customerPointsQuery(userId));
}
