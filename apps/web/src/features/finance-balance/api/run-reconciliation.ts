import { balanceEndpoints, type ReconciliationDetail, type StatementMapping } from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload.ts';
import { balanceKeys } from './keys.ts';

/** The multipart body of a run: the account, the mapping as JSON and the same CSV again as `statement`. */
export function reconcileForm(accountId: number, mapping: StatementMapping, statement: File): FormData {
  const form = new FormData();
  form.append('accountId', String(accountId));
  form.append('mapping', JSON.stringify(mapping));
  form.append('statement', statement, statement.name);
  return form;
}

export function runReconciliation(
  accountId: number,
  mapping: StatementMapping,
  statement: File,
): Promise<ReconciliationDetail> {
  return apiUpload(balanceEndpoints.reconcile, reconcileForm(accountId, mapping, statement));
}

/** Matches the statement against the account's rows and saves the reconciliation, all or nothing. */
export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      accountId,
      mapping,
      statement,
    }: {
      accountId: number;
      mapping: StatementMapping;
      statement: File;
    }) => runReconciliation(accountId, mapping, statement),
    onSuccess: (saved) => {
      queryClient.setQueryData(balanceKeys.reconciliation(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: balanceKeys.reconciliationLists() });
    },
  });
}
