import { approvalEndpoints, type ApprovalList, type ApprovalRequest } from '@cambix/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { financeKeys } from './keys.ts';

export const approvalKeys = {
  all: [...financeKeys.all, 'approvals'] as const,
};

export const pendingApprovalsQuery = () =>
  queryOptions({
    queryKey: approvalKeys.all,
    queryFn: ({ signal }): Promise<ApprovalList> => apiCall(approvalEndpoints.pending, { signal }),
  });

/** `GET /api/admin/approvals`: reversals, settlements and points adjustments waiting for a second person. */
export function usePendingApprovals() {
  return useQuery(pendingApprovalsQuery());
}

/** A second person's decision on a waiting request: approve (it is written now) or reject with a reason. */
export type ApprovalDecision = { action: 'approve' } | { action: 'reject'; reason: string };

export function decideApproval(requestId: number, decision: ApprovalDecision): Promise<ApprovalRequest> {
  const params = { requestId: String(requestId) };
  return decision.action === 'approve'
    ? apiCall(approvalEndpoints.approve, { params })
    : apiCall(approvalEndpoints.reject, { params, body: { reason: decision.reason } });
}

/** Every finance screen reads again: an approved reversal or settlement changes balances and lists. */
export function useDecideApproval(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ApprovalDecision) => decideApproval(requestId, decision),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
