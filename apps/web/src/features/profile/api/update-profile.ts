import { profileEndpoints, type ProfileUpdateRequest } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startSession } from '@/features/auth';
import { apiRequest } from '@/lib/api-client.ts';
import { profileKeys } from './keys.ts';

/** The profile payload of `POST /api/updateUser`; the fresh session it answers replaces this tab's. */
export async function updateProfile(body: ProfileUpdateRequest): Promise<string> {
  const { data, message } = await apiRequest(profileEndpoints.updateUser, { body });
  startSession(data);
  return message;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
  });
}
