import { bankAccountEndpoints, type BankAccountRequest } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { bankAccountKeys } from './keys.ts';

/** Creates an account, or edits one of the customer's own (`id`); a refusal's field messages come back. */
export const saveBankAccount = (body: BankAccountRequest) => apiRequest(bankAccountEndpoints.save, { body });

export function useSaveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.list }),
  });
}
