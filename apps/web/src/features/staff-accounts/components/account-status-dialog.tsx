import DialogContentText from '@mui/material/DialogContentText';
import type { StaffAccount } from '@cambix/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
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
  const change = useChangeAccountStatus();
  const words = wordsFor(action, account);
  const error = change.error ? (isApiError(change.error) ? change.error.message : t.failed) : null;
  return (
    <ConfirmDialog
      title={words.title}
      confirmLabel={words.confirm}
      cancelLabel={staffEs.common.cancel}
      confirmColor={action === 'deactivate' ? 'error' : 'primary'}
      isPending={change.isPending}
      error={error}
      onConfirm={() => change.mutate({ action, userId: account.id }, { onSuccess: () => onDone(action) })}
      onClose={onClose}
    >
      <DialogContentText>{words.body}</DialogContentText>
    </ConfirmDialog>
  );
}
