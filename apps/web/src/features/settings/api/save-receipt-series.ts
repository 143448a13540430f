import { settingsEndpoints, type ReceiptSeriesInput, type ReceiptSeriesSettings } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { settingsKeys } from './keys.ts';

export const saveReceiptSeries = (bankId: number, body: ReceiptSeriesInput) =>
  apiCall(settingsEndpoints.saveReceiptSeries, { params: { bankId: String(bankId) }, body });

/** A bank's serie and next correlative; never at or below what was already issued. */
export function useSaveReceiptSeries(bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReceiptSeriesInput) => saveReceiptSeries(bankId, body),
    onSuccess: (saved) =>
      queryClient.setQueryData<ReceiptSeriesSettings[]>(settingsKeys.receiptSeries(), (current) =>
        current?.map((row) => (row.bankId === saved.bankId ? saved : row)),
      ),
  });
}
