import { orderEndpoints, type InvoiceQuery, type Order } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { orderKeys } from './keys.ts';

/** What asks for an order's receipt: its series, number and bank (its kind the answer says). */
export function invoiceQueryOf(receipt: NonNullable<Order['receipt']>): InvoiceQuery {
  return { serie: receipt.serie, numero_recibo: receipt.numero_recibo, bankId: receipt.bankId };
}

/** The boleta or factura of a TERMINADA order (`GET /api/getInvoiceData`); null: none to ask. */
export function useInvoice(query: InvoiceQuery | null) {
  return useQuery({
    queryKey: orderKeys.invoice(query ?? { serie: '', numero_recibo: 0, bankId: 0 }),
    queryFn: () => apiCall(orderEndpoints.invoice, { query: query as InvoiceQuery }),
    enabled: query !== null,
    staleTime: Infinity,
  });
}
