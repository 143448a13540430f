import { paymentMatchEndpoints, type PaymentMatch, type PaymentMatchState } from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export const paymentMatchKeys = {
  all: ['payment-matches'] as const,
  list: (state: PaymentMatchState) => ['payment-matches', state] as const,
};

/** `GET /api/admin/finance/payment-matches`: the statement lines in one state. */
export function usePaymentMatches(state: PaymentMatchState) {
  return useQuery({
    queryKey: paymentMatchKeys.list(state),
    queryFn: ({ signal }): Promise<PaymentMatch[]> =>
      apiCall(paymentMatchEndpoints.list, { query: { state }, signal }),
  });
}

export type MatchDecision = { action: 'approve'; orderId: number } | { action: 'dismiss'; reason: string };

export function decidePaymentMatch(matchId: number, decision: MatchDecision): Promise<PaymentMatch> {
  const params = { matchId: String(matchId) };
  return decision.action === 'approve'
    ? apiCall(paymentMatchEndpoints.approve, { params, body: { orderId: decision.orderId } })
    : apiCall(paymentMatchEndpoints.dismiss, { params, body: { reason: decision.reason } });
}

/** Approving moves an order through Pagos: the lines and every order list read again. */
export function useDecidePaymentMatch(matchId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: MatchDecision) => decidePaymentMatch(matchId, decision),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}
