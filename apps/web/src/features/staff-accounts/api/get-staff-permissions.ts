import { staffAccountEndpoints, type StaffPermissions } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffAccountKeys } from './keys.ts';

export function getStaffPermissions(userId: number, signal?: AbortSignal): Promise<StaffPermissions> {
  return apiCall(staffAccountEndpoints.permissions, { params: { userId: String(userId) }, signal });
}

export const staffPermissionsQuery = (userId: number) =>
  queryOptions({
    queryKey: staffAccountKeys.permissions(userId),
    queryFn: ({ signal }) => getStaffPermissions(userId, signal),
  });

export function useStaffPermissions(userId: number) {
  return useQuery(staffPermissionsQuery(userId));
}
