import { sessionEndpoints } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgetSession } from '@/features/auth';
import { apiCall } from '@/lib/api-client.ts';
import { sessionsKey } from './list-sessions.ts';

/** `DELETE /api/sessions/{id}`: ends one of the caller's sessions. */
export const endSession = (id: string) => apiCall(sessionEndpoints.end, { params: { id } });

/** Ends a session; ending this device's is a sign-out the server already made, so the tab only forgets it. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: async ({ signedOut }) => {
      if (signedOut) {
        forgetSession();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: sessionsKey });
    },
    // Ended meanwhile (elsewhere, or by a password change): the list shows what is open now.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
