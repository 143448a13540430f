import DialogContentText from '@mui/material/DialogContentText';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { staffReferralsEs } from '@/i18n/staff-referrals.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useUpdateReferralCode } from '../api/update-referral-code.ts';

const t = staffReferralsEs.detail;

export interface ToggleActiveDialogProps {
  code: string;
  /** Whether the code is active now: the dialog switches it to the other state. */
  active: boolean;
  onDone(active: boolean): void;
  onClose(): void;
}

/** Asks before a code is switched off or on, saying what changes for its owner and referred customers. */
export function ToggleActiveDialog({ code, active, onDone, onClose }: ToggleActiveDialogProps) {
  const update = useUpdateReferralCode(code);
  const error = update.isError
    ? isApiError(update.error)
      ? update.error.message
      : staffReferralsEs.common.unexpected
    : null;
  return (
    <ConfirmDialog
      title={active ? t.toggleDialog.deactivateTitle : t.toggleDialog.activateTitle}
      confirmLabel={active ? t.deactivate : t.activate}
      cancelLabel={staffReferralsEs.common.cancel}
      confirmColor={active ? 'error' : 'primary'}
      isPending={update.isPending}
      error={error}
      onConfirm={() => update.mutate({ active: !active }, { onSuccess: (saved) => onDone(saved.active) })}
      onClose={onClose}
    >
      <DialogContentText sx={{ mb: 0.5, fontWeight: 700, fontFamily: 'monospace', color: 'text.primary' }}>
        {code}
      </DialogContentText>
      <DialogContentText>
        {active ? t.toggleDialog.deactivateBody : t.toggleDialog.activateBody}
      </DialogContentText>
    </ConfirmDialog>
  );
}
