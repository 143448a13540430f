import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';

export interface ReferralFormDialogProps {
  title: string;
  intro: string;
  submitLabel: string;
  isPending: boolean;
  /** A refusal that belongs to no field, shown above the form. */
  formError: string | null;
  onSubmit(): void;
  onClose(): void;
  /** The form's fields. */
  children: ReactNode;
  /** Shown under the form. */
  after?: ReactNode;
}

/** A small referral-code form in a dialog; it cannot be closed while it saves. */
export function ReferralFormDialog({
  title,
  intro,
  submitLabel,
  isPending,
  formError,
  onSubmit,
  onClose,
  children,
  after,
}: ReferralFormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
        {formError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        )}
        <form
          id={`${titleId}-form`}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
        {after}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isPending}>
          {staffReferralsEs.common.cancel}
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" loading={isPending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
