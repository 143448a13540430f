import { settingsEndpoints, type PaymentStepsInput } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bankKeys } from '@/features/banks';
import { apiCall } from '@/lib/api-client.ts';
import { storeSavedBank } from './get-bank-settings.ts';

export const savePaymentSteps = (bankId: number, body: PaymentStepsInput) =>
  apiCall(settingsEndpoints.savePaymentSteps, { params: { bankId: String(bankId) }, body });

/** Replaces a bank's payment steps in the order given. */
export function useSavePaymentSteps(bankId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentStepsInput) => savePaymentSteps(bankId, body),
    onSuccess: (saved) => {
      storeSavedBank(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: bankKeys.paymentSteps });
    },
  });
}
