import { consentEndpoints, type PendingConsent } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '@/features/auth';
import { apiCall } from '@/lib/api-client.ts';

/** Accepts the versions the customer read; what the server still lists pending stays in the session. */
export async function acceptConsents(pending: readonly PendingConsent[]): Promise<PendingConsent[]> {
  const answer = await apiCall(consentEndpoints.acceptConsents, {
    body: { documentos: pending.map((item) => ({ documento: item.documento, version: item.version })) },
  });
  useSessionStore.setState({ consentimientos_pendientes: answer.consentimientos_pendientes });
  return answer.consentimientos_pendientes;
}

export function useAcceptConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptConsents,
    // What the shell asked while held was refused: ask again now.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
