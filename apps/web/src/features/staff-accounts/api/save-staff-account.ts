import { staffAccountEndpoints, type StaffAccount, type StaffAccountInput } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffAccountKeys } from './keys.ts';

export function createStaffAccount(body: StaffAccountInput): Promise<StaffAccount> {
  return apiCall(staffAccountEndpoints.create, { body });
}

export function updateStaffAccount(userId: number, body: StaffAccountInput): Promise<StaffAccount> {
  return apiCall(staffAccountEndpoints.update, { params: { userId: String(userId) }, body });
}

/** Creates an account (`userId` null) or changes one; the lists reload either way. */
export function useSaveStaffAccount(userId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffAccountInput) =>
      userId === null ? createStaffAccount(body) : updateStaffAccount(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffAccountKeys.all }),
  });
}
