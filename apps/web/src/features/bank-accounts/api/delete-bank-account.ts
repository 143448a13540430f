import { bankAccountEndpoints } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client.ts';
import { bankAccountKeys } from './keys.ts';

/**
 * `GET /api/deleteBankUser/{id}` (the product keeps GET:
 * docs/rules/banks-and-accounts.md#deleting-an-account).
 */
export const deleteBankAccount = (id: number) =>
  apiRequest(bankAccountEndpoints.remove, { params: { id: String(id) } });

export function useDeleteBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBankAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bankAccountKeys.list }),
  });
}
