import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What the action changes, as dialog text. */
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `error` for an action that takes something away. */
  confirmColor: 'primary' | 'error';
  isPending: boolean;
  /** A refusal's message, shown in the dialog so the person can try again. */
  error: string | null;
  onConfirm(): void;
  onClose(): void;
}

/** Asks before an action; it cannot be closed while the action runs. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor,
  isPending,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {cancelLabel}
        </Button>
        <Button variant="contained" color={confirmColor} loading={isPending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
