import Box from '@mui/material/Box';
import { limitSettings } from '@cambix/contract/schemas';
import type { LimitSettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormSwitch } from './form-switch.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.limits;

/** Límites: the monthly limit per tier, how long a temporary order lives, and the four-eyes rule. */
export function LimitsForm({ values }: { values: LimitSettings }) {
  const save = useSaveSection('limits');
  const section = useSectionForm({ schema: limitSettings, values, save: (body) => save.mutateAsync(body) });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.monthly}>
        <FormTextField control={control} name="porValidar" label={t.porValidar} kind="amount" prefix="S/" />
        <FormTextField control={control} name="activo" label={t.activo} kind="amount" prefix="S/" />
        <FormTextField control={control} name="premium" label={t.premium} kind="amount" prefix="S/" />
      </FieldGroup>
      <FieldGroup title={t.orders} columns={2}>
        <FormTextField
          control={control}
          name="temporaryOrderHours"
          label={t.temporaryOrderHours}
          kind="integer"
          suffix={t.hours}
        />
        <FormSwitch control={control} name="fourEyes" label={t.fourEyes} hint={t.fourEyesHint} />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}
