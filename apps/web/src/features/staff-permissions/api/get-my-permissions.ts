import { adminUserEndpoints, type MyPermissions } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const myPermissionsKey = ['staff', 'my-permissions'] as const;

export function getMyPermissions(signal?: AbortSignal): Promise<MyPermissions> {
  return apiCall(adminUserEndpoints.myPermissions, { signal });
}

/**
 * Fetched once per session (the cache is emptied when the user changes, app/providers.tsx): a change of
 * permissions shows on the next sign-in, while the server applies it at once (decision 056).
 */
export const myPermissionsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: [...myPermissionsKey, userId],
    queryFn: ({ signal }) => getMyPermissions(signal),
    enabled: userId !== null,
    staleTime: Infinity,
  });

/** `userId` null for anyone module permissions do not apply to (they may not call the endpoint). */
export function useMyPermissions(userId: number | null) {
  return useQuery(myPermissionsQuery(userId));
}
