import {
  dataRequestEndpoints,
  type DataRequestDetail,
  type DataRequestList,
  type DataRequestListQuery,
  type DataRequestOutcome,
} from '@cambix/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

export type RequestFilter = NonNullable<DataRequestListQuery['status']>;

export const dataRequestKeys = {
  list: (status: RequestFilter) => ['data-requests', 'list', status] as const,
  detail: (requestId: number) => ['data-requests', 'detail', requestId] as const,
};

export function useDataRequests(status: RequestFilter) {
  return useQuery({
    queryKey: dataRequestKeys.list(status),
    queryFn: ({ signal }): Promise<DataRequestList> =>
      apiCall(dataRequestEndpoints.list, { query: { status }, signal }),
  });
}

/** A request; each read is audited on the server. */
export function useDataRequest(requestId: number) {
  return useQuery({
    queryKey: dataRequestKeys.detail(requestId),
    queryFn: ({ signal }): Promise<DataRequestDetail> =>
      apiCall(dataRequestEndpoints.detail, { params: { requestId: String(requestId) }, signal }),
    enabled: requestId > 0,
    retry: false,
  });
}

function useRequestChange<I>(mutationFn: (input: I) => Promise<DataRequestDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (changed) => {
      queryClient.setQueryData(dataRequestKeys.detail(changed.id), changed);
      void queryClient.invalidateQueries({ queryKey: ['data-requests', 'list'] });
    },
  });
}

export function useDataRequestActions(requestId: number) {
  const params = { requestId: String(requestId) };
  return {
    start: useRequestChange(() => apiCall(dataRequestEndpoints.start, { params })),
    answer: useRequestChange((body: { outcome: DataRequestOutcome; answer: string }) =>
      apiCall(dataRequestEndpoints.answer, { params, body }),
    ),
  };
}
