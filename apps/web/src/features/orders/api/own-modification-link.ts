import { orderLinkEndpoints, type OwnModificationLink } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

/** `POST /api/order/{code}/modification-link`: the live link to fix the customer's own observed order. */
export function fetchOwnModificationLink(orderCode: string): Promise<OwnModificationLink> {
  return apiCall(orderLinkEndpoints.ownModification, { params: { code: orderCode } });
}

export function useOwnModificationLink() {
  return useMutation({ mutationFn: fetchOwnModificationLink });
}
