import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BankSettings } from '@cambix/contract';
import { useId } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { BankForm } from './bank-form.tsx';

const t = staffEs.staffSettings;

/** "Nuevo banco": the catalogue form empty; account types and steps are added once it exists. */
export function NewBankDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (bank: BankSettings) => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t.banks.newBankTitle}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <BankForm bank={null} onSaved={onCreated} secondary={<Button onClick={onClose}>{t.cancel}</Button>} />
      </DialogContent>
    </Dialog>
  );
}
