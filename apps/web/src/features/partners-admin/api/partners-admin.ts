import { externalOrderEndpoints, type Partner, type PartnerRequest } from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { thirdPartyKeys } from './keys.ts';

export function listPartners(signal?: AbortSignal): Promise<Partner[]> {
  return apiCall(externalOrderEndpoints.partners, { signal });
}

/** Every partner business with its users (module terceros). */
export function usePartners() {
  return useQuery({ queryKey: thirdPartyKeys.partners(), queryFn: ({ signal }) => listPartners(signal) });
}

/** Creates a partner (`partnerId` null) or changes one; Administrador only. */
export function useSavePartner(partnerId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PartnerRequest) =>
      partnerId === null
        ? apiCall(externalOrderEndpoints.createPartner, { body })
        : apiCall(externalOrderEndpoints.updatePartner, { params: { partnerId: String(partnerId) }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thirdPartyKeys.partners() }),
  });
}
