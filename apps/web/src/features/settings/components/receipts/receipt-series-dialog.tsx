import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { receiptSeriesInput } from '@cambix/contract/schemas';
import { facturaSerieOf, type ReceiptSeriesInput, type ReceiptSeriesSettings } from '@cambix/contract';
import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveReceiptSeries } from '../../api/save-receipt-series.ts';
import { FormTextField } from '../form-text-field.tsx';
import { SectionActions } from '../section-actions.tsx';
import { useSectionForm } from '../use-section-form.ts';

const t = staffEs.staffSettings.receipts;

const after = (last: number | null) => (last === null ? 1 : last + 1);

const valuesOf = (row: ReceiptSeriesSettings): ReceiptSeriesInput => ({
  serie: row.serie ?? '',
  nextNumber: row.nextNumber ?? after(row.lastIssued),
  facturaNextNumber: row.facturaNextNumber ?? after(row.facturaLastIssued),
});

/**
 * A bank's boleta serie and where its boletas' and facturas' numbers go on; the server refuses a number not
 * above the last issued in its series (docs/rules/receipts.md#series-and-numbers).
 */
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
  // The factura series follows the boleta's as typed, once it is one (the contract's own check).
  const serie = receiptSeriesInput.shape.serie.safeParse(useWatch({ control, name: 'serie' }));
  const facturaSerie = serie.success ? facturaSerieOf(serie.data) : 'F…';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t.title(row.bankName)}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', rowGap: 1 }}>
          <DialogContentText sx={{ mb: 2 }}>{t.body}</DialogContentText>
          <FormTextField control={control} name="serie" label={t.boletaSerie} />
          <FormTextField
            control={control}
            name="nextNumber"
            label={t.boletaNextNumber}
            kind="integer"
            helperText={t.lastIssued(row.lastIssued)}
          />
          <FormTextField
            control={control}
            name="facturaNextNumber"
            label={t.facturaNextNumber(facturaSerie)}
            kind="integer"
            helperText={t.lastIssued(row.facturaLastIssued)}
          />
          <SectionActions
            {...section}
            secondary={<Button onClick={onClose}>{staffEs.staffSettings.cancel}</Button>}
          />
        </Box>
      </DialogContent>
    </Dialog>
  );
}
