import type { BankAccount } from '@cambix/contract';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { formValuesOf } from '../account-form-rules.ts';
import { saveBankAccount } from '../api/save-bank-account.ts';
import { BankAccountForm } from './bank-account-form.tsx';

const t = customerEs.accounts;

/** Adds an account, or edits `account`; full screen on a phone. `onSaved` gets the account as stored. */
export function BankAccountDialog({
  open,
  account,
  onClose,
  onSaved,
}: {
  open: boolean;
  account: BankAccount | null;
  onClose: () => void;
  onSaved: (message: string, saved: BankAccount) => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {account ? t.editTitle : t.addTitle}
      </DialogTitle>
      <IconButton
        aria-label={customerEs.common.close}
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: '8px !important' }}>
        <BankAccountForm
          key={account?.id ?? 'new'}
          {...(account ? { initialValues: formValuesOf(account) } : {})}
          submitLabel={customerEs.common.save}
          secondaryAction={
            <Button onClick={onClose} size="large">
              {customerEs.common.cancel}
            </Button>
          }
          onSubmit={async (request) => {
            const result = await saveBankAccount(account ? { ...request, id: account.id } : request);
            onSaved(result.message || t.saved, result.data);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
