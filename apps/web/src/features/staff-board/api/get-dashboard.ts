import { adminOrderEndpoints, type DashboardSummary } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffBoardKeys } from './keys.ts';

export function getDashboard(signal?: AbortSignal): Promise<DashboardSummary> {
  return apiCall(adminOrderEndpoints.dashboard, { signal });
}

/** Inicio's figures; kept a minute, and reloaded when the person comes back to the tab. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: staffBoardKeys.dashboard(),
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 60_000,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
