import { orderEndpoints, type GenerateUrlRequest } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

/** `POST /api/generateUrl`: a short-lived link to an order's voucher or payout voucher. */
export function useGenerateOrderFileUrl() {
  return useMutation({
    mutationFn: (body: GenerateUrlRequest) => apiCall(orderEndpoints.generateUrl, { body }),
  });
}
