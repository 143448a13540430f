import { bankAccountEndpoints } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { bankAccountKeys } from './keys.ts';

/** `POST /api/user/bank-accounts/{id}/confirm`: an account added through an order link may now be paid. */
export const confirmBankAccount = (id: number) =>
  apiRequest(bankAccountEndpoints.confirm, { params: { id: String(id) } });

export function useConfirmBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.list }),
  });
}
