import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { reviewRiskRequest } from '@cambix/contract/schemas';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffComplianceRiskEs } from '@/i18n/staff-compliance-risk.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useReviewRisk } from '../api/risk.ts';

const t = staffComplianceRiskEs;

/** The officer marks a high-risk customer reviewed, with a note (docs/rules/compliance.md#high-risk). */
export function ReviewDialog({
  userId,
  onClose,
  onDone,
}: {
  userId: number;
  onClose(): void;
  onDone(message: string): void;
}) {
  const review = useReviewRisk(userId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const error = review.error ? (isApiError(review.error) ? review.error.message : t.reviewFailed) : null;
  const confirm = () => {
    const checked = reviewRiskRequest.safeParse({ note });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.noteRequired);
      return;
    }
    review.mutate(checked.data.note, {
      onSuccess: () => {
        onClose();
        onDone(t.reviewed);
      },
    });
  };
  return (
    <ConfirmDialog
      title={t.reviewTitle}
      confirmLabel={t.review}
      cancelLabel={t.cancel}
      confirmColor="primary"
      isPending={review.isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{t.reviewBodyPlain}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t.note}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        disabled={review.isPending}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConfirmDialog>
  );
}
