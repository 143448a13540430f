import {
  adminOrderEndpoints,
  orderLinkEndpoints,
  type CreateOrderLinkRequest,
  type LinkCustomer,
  type OrderLinkListQuery,
} from '@cambix/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { staffBoardKeys } from './keys.ts';

const NO_CUSTOMERS: LinkCustomer[] = [];

/** Customers a link may be made for, by name or document (the server asks for at least 2 characters). */
export function useLinkCustomers(q: string) {
  const query = useQuery({
    queryKey: staffBoardKeys.linkCustomers(q),
    queryFn: ({ signal }) => apiCall(adminOrderEndpoints.linkCustomers, { query: { q }, signal }),
    enabled: q.length >= 2,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  return { ...query, customers: q.length >= 2 ? (query.data ?? NO_CUSTOMERS) : NO_CUSTOMERS };
}

export function useOrderLinks(query: OrderLinkListQuery) {
  return useQuery({
    queryKey: staffBoardKeys.linkList(query),
    queryFn: ({ signal }) => apiCall(orderLinkEndpoints.list, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useCreateOrderLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderLinkRequest) => apiCall(orderLinkEndpoints.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffBoardKeys.links() }),
  });
}
