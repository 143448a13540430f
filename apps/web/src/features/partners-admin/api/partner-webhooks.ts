import { partnerWebhookEndpoints, type WebhookEndpointRequest } from '@cambix/contract';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { thirdPartyKeys } from './keys.ts';

const endpointParams = (endpointId: number) => ({ endpointId: String(endpointId) });

/** The partner's webhook endpoints in use. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: thirdPartyKeys.webhookEndpoints(),
    queryFn: ({ signal }) => apiCall(partnerWebhookEndpoints.list, { signal }),
  });
}

/** One endpoint's delivery log, newest first, a page at a time; refreshed while something waits. */
export function useWebhookDeliveries(endpointId: number) {
  return useInfiniteQuery({
    queryKey: thirdPartyKeys.deliveries(endpointId),
    queryFn: ({ signal, pageParam }) =>
      apiCall(partnerWebhookEndpoints.deliveries, {
        params: endpointParams(endpointId),
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (query) =>
      query.state.data?.pages[0]?.items.some((delivery) => delivery.state === 'pendiente') ? 3_000 : false,
  });
}

/** A change to the endpoints: the list (and every log) is read again. */
function useEndpointMutation<A, R>(call: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thirdPartyKeys.webhookEndpoints() }),
  });
}

/** A new endpoint; the answer is the only one that carries its secret. */
export const useCreateWebhookEndpoint = () =>
  useEndpointMutation((body: WebhookEndpointRequest) => apiCall(partnerWebhookEndpoints.create, { body }));

export const useUpdateWebhookEndpoint = () =>
  useEndpointMutation(({ id, ...body }: WebhookEndpointRequest & { id: number }) =>
    apiCall(partnerWebhookEndpoints.update, { params: endpointParams(id), body }),
  );

export const useRemoveWebhookEndpoint = () =>
  useEndpointMutation((id: number) =>
    apiCall(partnerWebhookEndpoints.remove, { params: endpointParams(id) }),
  );

/** A new secret, shown once; the old one keeps signing beside it for a day. */
export const useRotateWebhookSecret = () =>
  useEndpointMutation((id: number) =>
    apiCall(partnerWebhookEndpoints.rotateSecret, { params: endpointParams(id) }),
  );

export const usePingWebhookEndpoint = () =>
  useEndpointMutation((id: number) => apiCall(partnerWebhookEndpoints.ping, { params: endpointParams(id) }));

export const useRedeliverWebhook = () =>
  useEndpointMutation(({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
    apiCall(partnerWebhookEndpoints.redeliver, {
      params: { ...endpointParams(endpointId), deliveryId: String(deliveryId) },
    }),
  );
