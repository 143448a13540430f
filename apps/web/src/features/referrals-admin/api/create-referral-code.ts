import {
  referralAdminEndpoints,
  type ReferralCodeCreateRequest,
  type ReferralCodeSummary,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { referralAdminKeys } from './keys.ts';

export function createReferralCode(body: ReferralCodeCreateRequest): Promise<ReferralCodeSummary> {
  return apiCall(referralAdminEndpoints.create, { body });
}

/** Gives a customer their code; every list reloads. */
export function useCreateReferralCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReferralCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralAdminKeys.lists() }),
  });
}
