import { riskEndpoints, type CustomerRisk, type CustomerRiskList, type RiskLevel } from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const riskKeys = {
  all: ['compliance-risk'] as const,
  list: (level: RiskLevel | 'all') => ['compliance-risk', level] as const,
};

/** `GET /api/admin/compliance/risk`: each read is audited on the server. */
export function useCustomerRisks(level: RiskLevel | 'all') {
  return useQuery({
    queryKey: riskKeys.list(level),
    queryFn: ({ signal }): Promise<CustomerRiskList> =>
      apiCall(riskEndpoints.list, { query: { level }, signal }),
  });
}

/** `POST /api/admin/compliance/risk/:userId/review`: a high-risk customer reviewed, with a note. */
export function useReviewRisk(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string): Promise<CustomerRisk> =>
      apiCall(riskEndpoints.review, { params: { userId: String(userId) }, body: { note } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: riskKeys.all }),
  });
}
