import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { StaffAccount } from '@cambix/contract';
import { useId } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useChangeAccountStatus, type AccountStatusAction } from '../api/change-account-status.ts';
import { accountName } from '../format.ts';

const t = staffEs.staffAccounts;

function wordsFor(action: AccountStatusAction, account: StaffAccount) {
  const name = accountName(account);
  if (action === 'deactivate')
    return {
      title: t.confirm.deactivateTitle(name),
      body: t.confirm.deactivateBody,
      confirm: t.actions.deactivate,
    };
  if (action === 'reactivate')
    return {
      title: t.confirm.reactivateTitle(name),
      body: t.confirm.reactivateBody,
      confirm: t.actions.reactivate,
    };
  return {
    title: t.confirm.resetTitle(name),
    body: t.confirm.resetBody(account.email),
    confirm: t.confirm.resetConfirm,
  };
}

/** Asks before resetting a password, deactivating or reactivating; a refusal stays in the dialog. */
export function AccountStatusDialog({
  action,
  account,
  onClose,
  onDone,
}: {
  action: AccountStatusAction;
  account: StaffAccount;
  onClose: () => void;
  onDone: (action: AccountStatusAction) => void;
}) {
  const titleId = useId();
  const change = useChangeAccountStatus();
  const words = wordsFor(action, account);
  const error = change.error ? (isApiError(change.error) ? change.error.message : t.failed) : null;
  return (
    <Dialog
      open
      onClose={change.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words.body}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={change.isPending}>
          {staffEs.common.cancel}
        </Button>
        <Button
          variant="contained"
          color={action === 'deactivate' ? 'error' : 'primary'}
          disabled={change.isPending}
          onClick={() => change.mutate({ action, userId: account.id }, { onSuccess: () => onDone(action) })}
        >
          {words.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
