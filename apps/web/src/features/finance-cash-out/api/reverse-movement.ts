import { manualMovementEndpoints, type ReversalResult } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { financeKeys } from './keys.ts';

/**
 * Undoes a recorded movement through its first ledger row; the server reverses a transfer's other leg
 * too (docs/rules/finance-reports.md#reversals).
 */
export function reverseEntry(entryId: number, reason: string): Promise<ReversalResult> {
  return apiCall(manualMovementEndpoints.reverse, { params: { entryId: String(entryId) }, body: { reason } });
}

export function useReverseEntry(entryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => reverseEntry(entryId, reason),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
