import {
  externalOrderEndpoints,
  type PartnerSettlement,
  type PartnerShareList,
  type PartnerShareQuery,
  type SettlementRequest,
} from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { externalOrderKeys } from './keys.ts';

const params = (partnerId: number) => ({ partnerId: String(partnerId) });

export function listPartnerShares(
  partnerId: number,
  query: PartnerShareQuery,
  signal?: AbortSignal,
): Promise<PartnerShareList> {
  return apiCall(externalOrderEndpoints.shares, { params: params(partnerId), query, signal });
}

export function usePartnerShares(partnerId: number | null, query: PartnerShareQuery) {
  return useQuery({
    queryKey: externalOrderKeys.shares(partnerId ?? 0, query),
    queryFn: ({ signal }) => listPartnerShares(partnerId as number, query, signal),
    enabled: partnerId !== null,
  });
}

export function usePartnerSettlements(partnerId: number | null) {
  return useQuery({
    queryKey: externalOrderKeys.settlements(partnerId ?? 0),
    queryFn: ({ signal }): Promise<PartnerSettlement[]> =>
      apiCall(externalOrderEndpoints.settlements, { params: params(partnerId as number), signal }),
    enabled: partnerId !== null,
  });
}

/** Pays every unsettled share of the period; shares and settlements reload. */
export function useSettlePartner(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SettlementRequest) =>
      apiCall(externalOrderEndpoints.settle, { params: params(partnerId), body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: externalOrderKeys.all }),
  });
}

/** Cambix's accounts in soles a settlement's egreso may leave from. */
export function useSettlementAccounts() {
  return useQuery({
    queryKey: externalOrderKeys.settlementAccounts(),
    queryFn: ({ signal }) => apiCall(externalOrderEndpoints.settlementAccounts, { signal }),
    staleTime: 60_000,
  });
}
