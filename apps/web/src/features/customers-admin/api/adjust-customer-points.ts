import {
  pointsAdminEndpoints,
  type PointsAdjustmentRequest,
  type PointsAdjustmentResult,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approvalKeys } from '@/features/approvals';
import { apiCall } from '@/lib/api-client.ts';
import { customerKeys } from './keys.ts';

export function adjustCustomerPoints(
  userId: number,
  body: PointsAdjustmentRequest,
): Promise<PointsAdjustmentResult> {
  return apiCall(pointsAdminEndpoints.adjust, { params: { userId: String(userId) }, body });
}

/**
 * Adds or takes points with a reason; the tab shows the server's balance and ledger, the history reloads, and
 * so does what waits for a second person (an adjustment four-eyes holds).
 */
export function useAdjustCustomerPoints(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsAdjustmentRequest) => adjustCustomerPoints(userId, body),
    onSuccess: (points) => {
      queryClient.setQueryData(customerKeys.points(userId), points);
      void queryClient.invalidateQueries({ queryKey: customerKeys.history(userId) });
      if (points.pendingApprovalId !== null)
        void queryClient.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
}
