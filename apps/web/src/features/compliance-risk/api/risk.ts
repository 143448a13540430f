import {
  riskEndpoints,
  type CustomerRisk,
  type CustomerRiskList,
  type CustomerRiskListQuery,
} from '@cambix/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const riskKeys = {
  all: ['compliance-risk'] as const,
  list: (query: CustomerRiskListQuery) => ['compliance-risk', query] as const,
};

/** `GET /api/admin/compliance/risk`: one page, each read audited on the server; the last page stays while the next loads. */
export function useCustomerRisks(query: CustomerRiskListQuery) {
  return useQuery({
    queryKey: riskKeys.list(query),
    queryFn: ({ signal }): Promise<CustomerRiskList> => apiCall(riskEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
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
