import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { reverseEntryRequest } from '@cambix/contract/schemas';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffApprovalsEs as t } from '@/i18n/staff-approvals.ts';

export interface ReasonDialogProps {
  title: ReactNode;
  body: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  /** The server's refusal, kept in the dialog so the person can try again. */
  error: string | null;
  onConfirm(reason: string): void;
  onClose(): void;
}

/** Asks for the reason of a rejection or a reversal, checked as the contract checks it (3 to 300 characters). */
export function ReasonDialog({
  title,
  body,
  confirmLabel,
  isPending,
  error,
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = () => {
    const checked = reverseEntryRequest.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? t.reason.required);
      return;
    }
    setProblem(null);
    onConfirm(checked.data.reason);
  };
  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={t.cancel}
      confirmColor="error"
      isPending={isPending}
      error={error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{body}</DialogContentText>
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={t.reason.label}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
          if (problem) setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        disabled={isPending}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </ConfirmDialog>
  );
}
