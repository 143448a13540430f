import { staffAccountEndpoints, type StaffAccount } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffAccountKeys } from './keys.ts';

/** The one-click account actions of users-management, each a POST on the account. */
export type AccountStatusAction = 'resetPassword' | 'deactivate' | 'reactivate';

export function changeAccountStatus(action: AccountStatusAction, userId: number): Promise<StaffAccount> {
  return apiCall(staffAccountEndpoints[action], { params: { userId: String(userId) } });
}

export function useChangeAccountStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, userId }: { action: AccountStatusAction; userId: number }) =>
      changeAccountStatus(action, userId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
