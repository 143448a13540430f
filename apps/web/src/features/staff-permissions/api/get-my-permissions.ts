import { adminUserEndpoints, type MyPermissions } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const myPermissionsKey = ['staff', 'my-permissions'] as const;

export function getMyPermissions(signal?: AbortSignal): Promise<MyPermissions> {
  return apiCall(adminUserEndpoints.myPermissions, { signal });
}

export const myPermissionsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...myPermissionsKey, userId],
    queryFn: ({ signal }) => getMyPermissions(signal),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
  });

export function useMyPermissions(userId: number | null) {
  return useQuery(myPermissionsQuery(userId));
}
