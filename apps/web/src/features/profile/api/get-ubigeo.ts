import { profileEndpoints, type UbigeoTree } from '@cambix/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

export const fetchUbigeo = (): Promise<UbigeoTree> => apiCall(profileEndpoints.ubigeo);

/** The INEI catalogue: fetched once per visit (the browser also keeps it a day). */
export const ubigeoQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.ubigeo, queryFn: fetchUbigeo, staleTime: Infinity, gcTime: Infinity });

export function useUbigeo() {
  return useQuery(ubigeoQueryOptions());
}
