import DialogContentText from '@mui/material/DialogContentText';
import type { StaffAccount } from '@cambix/contract';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { secondFactorApi } from '@/features/second-factor';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import { isApiError } from '@/lib/api-client.ts';
import { accountName } from '../format.ts';

/** An Administrador removes another staff member's second factors (issue 30); the server audits it. */
export function ResetFactorsDialog({
  account,
  onClose,
  onDone,
}: {
  account: StaffAccount;
  onClose(): void;
  onDone(message: string): void;
}) {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      title={t.resetTitle}
      confirmLabel={t.resetConfirm}
      cancelLabel={t.cancel}
      confirmColor="error"
      isPending={isPending}
      error={error}
      onClose={onClose}
      onConfirm={() => {
        setPending(true);
        setError(null);
        secondFactorApi
          .reset(account.id)
          .then(() => onDone(`${accountName(account)}: ${t.resetDone}`))
          .catch((caught: unknown) => setError(isApiError(caught) ? caught.message : t.resetFailed))
          .finally(() => setPending(false));
      }}
    >
      <DialogContentText>{t.resetBody}</DialogContentText>
    </ConfirmDialog>
  );
}
