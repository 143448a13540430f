import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { receiptSeriesInput } from '@cambix/contract/schemas';
import type { ReceiptSeriesInput, ReceiptSeriesSettings } from '@cambix/contract';
import { useId } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveReceiptSeries } from '../../api/save-receipt-series.ts';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.receipts;

const valuesOf = (row: ReceiptSeriesSettings): ReceiptSeriesInput => ({
  serie: row.serie ?? '',
  nextNumber: row.nextNumber ?? (row.lastIssued === null ? 1 : row.lastIssued + 1),
});

/** A bank's boleta serie and next correlative; the server refuses a number not above the last issued. */
export function ReceiptSeriesDialog({
  row,
  onClose,
  onSaved,
}: {
  row: ReceiptSeriesSettings;
  onClose: () => void;
  onSaved: () => void;
}) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  const save = useSaveReceiptSeries(row.bankId);
  const section = useSectionForm({
    schema: receiptSeriesInput,
    values: valuesOf(row),
    save: async (body) => {
      const saved = await save.mutateAsync(body);
      onSaved();
      return valuesOf(saved);
    },
  });
  const { control } = section.form;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t.title(row.bankName)}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid' }}>
          <DialogContentText sx={{ mb: 2 }}>{t.body(row.lastIssued)}</DialogContentText>
          <FormTextField control={control} name="serie" label={t.serie} />
          <FormTextField control={control} name="nextNumber" label={t.nextNumber} kind="integer" />
          <SectionActions
            {...section}
            secondary={<Button onClick={onClose}>{staffEs.staffSettings.cancel}</Button>}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
