import { complianceRegisterEndpoints, type RegisterCorrectionInput } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { registerKeys } from './keys.ts';

export const correctRegisterRow = (rowId: number, body: RegisterCorrectionInput) =>
  apiCall(complianceRegisterEndpoints.correct, { params: { rowId: String(rowId) }, body });

/** A correction: a new row; the month is read again to show it beside the row it corrects. */
export function useCorrectRegisterRow(month: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, body }: { rowId: number; body: RegisterCorrectionInput }) =>
      correctRegisterRow(rowId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registerKeys.month(month) }),
  });
}
