import { orderEndpoints, type GenerateUrlRequest } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

/** `POST /api/generateUrl`: a short-lived link to view a voucher of the customer's own order. */
export function useGenerateFileUrl() {
  return useMutation({
    mutationFn: (body: GenerateUrlRequest) => apiCall(orderEndpoints.generateUrl, { body }),
  });
}
