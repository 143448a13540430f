import { partnerEndpoints, type ApiKeyRequest, type PartnerWorkspace } from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { thirdPartyKeys } from './keys.ts';

export function getPartnerWorkspace(signal?: AbortSignal): Promise<PartnerWorkspace> {
  return apiCall(partnerEndpoints.workspace, { signal });
}

/** A partner user's own business: profile, users, month, share owed, settlements and API keys. */
export function usePartnerWorkspace() {
  return useQuery({
    queryKey: thirdPartyKeys.workspace(),
    queryFn: ({ signal }) => getPartnerWorkspace(signal),
  });
}

function useWorkspaceMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thirdPartyKeys.workspace() }),
  });
}

/** A new API key; the answer is the only one that carries the whole key. */
export const useCreateApiKey = () =>
  useWorkspaceMutation((body: ApiKeyRequest) => apiCall(partnerEndpoints.createApiKey, { body }));

export const useRevokeApiKey = () =>
  useWorkspaceMutation((keyId: number) =>
    apiCall(partnerEndpoints.revokeApiKey, { params: { keyId: String(keyId) } }),
  );
