import { manualMovementEndpoints, type ManualMovement } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload.ts';
import { financeKeys } from './keys.ts';

/** `POST /api/admin/finance/manual-movements` (multipart: the fields and the optional `attachment`). */
export function recordMovement(form: FormData): Promise<ManualMovement> {
  return apiUpload(manualMovementEndpoints.create, form);
}

export function useRecordMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordMovement,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
