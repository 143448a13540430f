import { serviceHoursEndpoints, type PublicServiceHours } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { queryClient } from '@/lib/query-client.ts';

export const serviceHoursKey = ['service-hours', 'public'] as const;

export const fetchPublicServiceHours = (): Promise<PublicServiceHours> =>
  apiCall(serviceHoursEndpoints.publicHours);

// "Open now" turns at the hour: the minute's refetch keeps a page left open truthful.
export const publicServiceHoursQuery = () =>
  queryOptions({
    queryKey: serviceHoursKey,
    queryFn: fetchPublicServiceHours,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

/**
 * The service hours, open now and each bank's times (`GET /api/public/service-hours`, anyone may ask).
 * Read through the app's one cache, so the light public shells need no provider of their own.
 */
export function usePublicServiceHours() {
  return useQuery(publicServiceHoursQuery(), queryClient);
}
