import { profileEndpoints, type Profile } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

export const fetchProfile = (): Promise<Profile> => apiCall(profileEndpoints.profile);

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.profile, queryFn: fetchProfile });

/** The customer's own profile, fresh from the server (status and reason set by staff included). */
export function useProfile() {
  return useQuery(profileQueryOptions());
}
