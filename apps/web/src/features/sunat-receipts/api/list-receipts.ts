import { receiptEndpoints, type ReceiptList, type ReceiptListFilter } from '@cambix/contract';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';

/** `GET /api/admin/receipts`: the newest receipts in one state at SUNAT. */
export function useReceiptList(estado: ReceiptListFilter) {
  return useQuery({
    queryKey: ['sunat-receipts', estado] as const,
    queryFn: ({ signal }): Promise<ReceiptList> =>
      apiCall(receiptEndpoints.list, { query: { estado }, signal }),
  });
}
