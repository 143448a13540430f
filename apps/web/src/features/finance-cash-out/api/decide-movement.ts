import { manualMovementEndpoints, type ManualMovement } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalKeys, type Decision } from '@/features/approvals';
import { apiCall } from '@/lib/api-client.ts';
import { financeKeys } from './keys.ts';

/** A second person's decision on a pending movement: approve (its rows are written) or reject with a reason. */
export function decideMovement(movementId: number, decision: Decision): Promise<ManualMovement> {
  const params = { movementId: String(movementId) };
  return decision.action === 'approve'
    ? apiCall(manualMovementEndpoints.approve, { params })
    : apiCall(manualMovementEndpoints.reject, { params, body: { reason: decision.reason } });
}

/** Deciding a movement decides its approval request too (decision 148): both lists read again. */
export function useDecideMovement(movementId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideMovement(movementId, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financeKeys.all });
      void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
