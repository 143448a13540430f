import {
  referralAdminEndpoints,
  type ReferralCodeDetail,
  type ReferralCodeSummary,
  type ReferralCodeUpdateRequest,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { referralAdminKeys } from './keys.ts';

export function updateReferralCode(
  code: string,
  body: ReferralCodeUpdateRequest,
): Promise<ReferralCodeSummary> {
  return apiCall(referralAdminEndpoints.update, { params: { code }, body });
}

/** Changes a code's discount or switches it on or off; the detail shows the answer, the lists reload. */
export function useUpdateReferralCode(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReferralCodeUpdateRequest) => updateReferralCode(code, body),
    onSuccess: (summary) => {
      queryClient.setQueryData<ReferralCodeDetail>(referralAdminKeys.detail(code), (current) =>
        current ? { ...current, code: summary } : current,
      );
      void queryClient.invalidateQueries({ queryKey: referralAdminKeys.detail(code) });
      void queryClient.invalidateQueries({ queryKey: referralAdminKeys.lists() });
    },
  });
}
