import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { openingBalanceInput } from '@cambix/contract/schemas';
import type { CambixAccountSettings, OpeningBalanceInput } from '@cambix/contract';
import { useId } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useRecordOpeningBalance } from '../../api/record-opening-balance.ts';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.accounts;
const EMPTY: OpeningBalanceInput = { amount: '', note: '' };

/** "Registrar saldo inicial": the account's opening ledger row, once. */
export function OpeningBalanceDialog({
  account,
  onClose,
  onSaved,
}: {
  account: CambixAccountSettings;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const record = useRecordOpeningBalance(account.id);
  const section = useSectionForm({
    schema: openingBalanceInput,
    values: EMPTY,
    save: async (body) => {
      await record.mutateAsync(body.note ? body : { amount: body.amount });
      onSaved();
      return EMPTY;
    },
  });
  const { control } = section.form;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t.openingTitle}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid' }}>
          <DialogContentText sx={{ mb: 2 }}>
            {account.bankName} {account.accountNumber}. {t.openingBody}
          </DialogContentText>
          <FormTextField
            control={control}
            name="amount"
            label={t.amount}
            kind="amount"
            prefix={t.currencyShort[account.currency]}
          />
          <FormTextField control={control} name="note" label={t.note} multiline />
          <SectionActions
            {...section}
            label={t.record}
            secondary={<Button onClick={onClose}>{staffEs.staffSettings.cancel}</Button>}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
