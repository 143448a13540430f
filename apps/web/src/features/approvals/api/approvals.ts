import { approvalEndpoints, type ApprovalList, type ApprovalRequest } from '@cambix/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import type { Decision } from '../components/pending-decision.tsx';

export const approvalKeys = {
  all: ['approvals'] as const,
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

export function decideApproval(requestId: number, decision: Decision): Promise<ApprovalRequest> {
  const params = { requestId: String(requestId) };
  return decision.action === 'approve'
    ? apiCall(approvalEndpoints.approve, { params })
    : apiCall(approvalEndpoints.reject, { params, body: { reason: decision.reason } });
}

/**
 * An approved request writes into its own module (balances, settlements, a customer's points), which this
 * feature does not know: every query on screen reads again.
 */
export function useDecideApproval(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) => decideApproval(requestId, decision),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
