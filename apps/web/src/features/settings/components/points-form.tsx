import Box from '@mui/material/Box';
import { pointsSettings } from '@cambix/contract/schemas';
import type { PointsSettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.points;

/** Puntos: how points are earned per S/ 100 and what a redemption is worth (the referral reward is in Referidos). */
export function PointsForm({ values }: { values: PointsSettings }) {
  const save = useSaveSection('points');
  const section = useSectionForm({ schema: pointsSettings, values, save: (body) => save.mutateAsync(body) });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.earn} columns={2}>
        <FormTextField
          control={control}
          name="pointsPer100"
          label={t.pointsPer100}
          kind="integer"
          suffix={t.points}
        />
      </FieldGroup>
      <FieldGroup title={t.redeem} columns={2}>
        <FormTextField
          control={control}
          name="redeemPoints"
          label={t.redeemPoints}
          kind="integer"
          suffix={t.points}
        />
        <FormTextField control={control} name="redeemValue" label={t.redeemValue} kind="amount" prefix="S/" />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}
