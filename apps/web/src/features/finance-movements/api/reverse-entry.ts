import { manualMovementEndpoints, type ReversalResult } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { movementKeys } from './keys.ts';

export function reverseEntry(entryId: number, reason: string): Promise<ReversalResult> {
  return apiCall(manualMovementEndpoints.reverse, { params: { entryId: String(entryId) }, body: { reason } });
}

/** `POST …/entries/:entryId/reverse`: a new row undoes it; balances and every finance list change. */
export function useReverseEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: number; reason: string }) => reverseEntry(entryId, reason),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: movementKeys.finance }),
  });
}
