import Box from '@mui/material/Box';
import { feeSettings } from '@cambix/contract/schemas';
import type { FeeSettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { CommissionChips } from './commission-chips.tsx';
import { FieldGroup } from './field-group.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.fees;

/** Montos y comisiones: order bounds, the flat fee, the commission list with its default, the interbank fee. */
export function FeesForm({ values }: { values: FeeSettings }) {
  const save = useSaveSection('fees');
  const section = useSectionForm({ schema: feeSettings, values, save: (body) => save.mutateAsync(body) });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.amounts} columns={4}>
        <FormTextField control={control} name="minOrder" label={t.minOrder} kind="amount" prefix="S/" />
        <FormTextField control={control} name="maxOrder" label={t.maxOrder} kind="amount" prefix="S/" />
        <FormTextField
          control={control}
          name="flatFeeThreshold"
          label={t.flatFeeThreshold}
          kind="amount"
          prefix="S/"
          helperText={t.flatFeeThresholdHint}
        />
        <FormTextField control={control} name="flatFee" label={t.flatFee} kind="amount" prefix="S/" />
      </FieldGroup>
      <FieldGroup title={t.commissions} hint={t.commissionsHint} columns={2}>
        <CommissionChips form={section.form} />
        <FormTextField
          control={control}
          name="interbankFee"
          label={t.interbankFee}
          kind="amount"
          prefix="S/"
          helperText={t.interbankFeeHint}
        />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}
