import type { BankAccount } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { accountName } from '../account-label.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';

const t = customerEs.accounts;

/** Asks before deleting; a refusal (an open order uses the account) is shown in the dialog. */
export function DeleteBankAccountDialog({
  account,
  onClose,
  onDeleted,
}: {
  account: BankAccount | null;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const titleId = useId();
  const remove = useDeleteBankAccount();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Dialog open={account !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.confirmDeleteTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText>{account ? t.confirmDeleteBody(accountName(account)) : ''}</DialogContentText>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} autoFocus>
          {customerEs.common.cancel}
        </Button>
        <Button
          variant="contained"
          color="error"
          loading={remove.isPending}
          onClick={() => {
            if (!account) return;
            setError(null);
            remove.mutate(account.id, {
              onSuccess: (result) => {
                close();
                onDeleted(result.message || t.deleted);
              },
              onError: (failure) =>
                setError(isApiError(failure) ? failure.message : customerEs.common.unexpectedError),
            });
          }}
        >
          {t.confirmDelete}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
