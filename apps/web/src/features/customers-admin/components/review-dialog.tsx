import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import {
  CUSTOMER_REVIEW_REASON_MAX_LENGTH,
  ERROR_MESSAGES,
  REASON_REQUIRED_CUSTOMER_ACTIONS,
  type CustomerReviewAction,
} from '@cambix/contract';
import { useId, useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import type { ApiError } from '@/lib/api-client.ts';

const t = staffEs.review;

const COPY: Record<CustomerReviewAction, { title: string; body: string }> = {
  approve: { title: t.approveTitle, body: t.approveBody },
  reject: { title: t.rejectTitle, body: t.rejectBody },
  block: { title: t.blockTitle, body: t.blockBody },
  activate: { title: t.activateTitle, body: t.activateBody },
};

export interface ReviewDialogProps {
  action: CustomerReviewAction;
  customerName: string;
  /** Activating a blocked customer who never finished validation takes them back to REGISTRADO. */
  activatesIncomplete?: boolean;
  pending: boolean;
  error: ApiError | null;
  onConfirm(text: string): void;
  onClose(): void;
}

/** Confirms one review action; reject and block ask for the reason the customer will read. */
export function ReviewDialog({
  action,
  customerName,
  activatesIncomplete = false,
  pending,
  error,
  onConfirm,
  onClose,
}: ReviewDialogProps) {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = useId();
  const needsReason = REASON_REQUIRED_CUSTOMER_ACTIONS.includes(action);
  const copy = COPY[action];
  const fieldError = missing ? ERROR_MESSAGES.REASON_REQUIRED : error?.fields.reason;
  const destructive = action === 'reject' || action === 'block';

  const submit = () => {
    if (needsReason && !text.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(text.trim());
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{copy.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 0.5, fontWeight: 600, color: 'text.primary' }}>
          {customerName}
        </DialogContentText>
        <DialogContentText sx={{ mb: 2 }}>
          {action === 'activate' && activatesIncomplete ? t.activateIncompleteBody : copy.body}
        </DialogContentText>
        {error && !error.fields.reason && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error.message}
          </Alert>
        )}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label={needsReason ? t.reason : t.note}
          required={needsReason}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (missing) setMissing(false);
          }}
          error={Boolean(fieldError)}
          helperText={fieldError ?? (needsReason ? t.reasonHint : ' ')}
          slotProps={{ htmlInput: { maxLength: CUSTOMER_REVIEW_REASON_MAX_LENGTH } }}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={pending}>
          {staffEs.common.cancel}
        </Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={submit}
          disabled={pending}
        >
          {t.action[action]}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
