import { orderEndpoints, type InvoiceQuery } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** The boleta of a TERMINADA order (`GET /api/getInvoiceData`); null: none to ask. */
export function useInvoice(query: InvoiceQuery | null) {
  return useQuery({
    queryKey: orderKeys.invoice(query ?? { serie: '', numero_recibo: 0, bankId: 0 }),
    queryFn: () => apiCall(orderEndpoints.invoice, { query: query as InvoiceQuery }),
    enabled: query !== null,
    staleTime: Infinity,
  });
}
