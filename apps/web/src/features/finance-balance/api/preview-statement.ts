import { balanceEndpoints, type StatementPreview } from '@cambix/contract';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-upload.ts';

/** The multipart body of a preview: the account and the CSV as `statement`. */
export function previewForm(accountId: number, statement: File): FormData {
  const form = new FormData();
  form.append('accountId', String(accountId));
  form.append('statement', statement, statement.name);
  return form;
}

export function previewStatement(accountId: number, statement: File): Promise<StatementPreview> {
  return apiUpload(balanceEndpoints.previewStatement, previewForm(accountId, statement));
}

/** Reads the statement on the server (encoding, separator, headers, a guessed or remembered mapping); saves nothing. */
export function usePreviewStatement() {
  return useMutation({
    mutationFn: ({ accountId, statement }: { accountId: number; statement: File }) =>
      previewStatement(accountId, statement),
  });
}
