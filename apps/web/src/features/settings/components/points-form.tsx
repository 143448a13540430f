import Box from '@mui/material/Box';
import { pointsSettings } from '@cambix/contract/schemas';
import type { PointsSettings } from '@cambix/contract';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormSwitch } from './form-switch.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.points;

/** The form as shown: the adjustments' four-eyes is a switch and an amount; off sends null (docs/rules/points.md#adjustments). */
export interface PointsFormValues {
  pointsPer100: number;
  redeemPoints: number;
  redeemValue: string;
  adjustmentCap: number;
  adjustmentFourEyesOn: boolean;
  adjustmentFourEyesAbove: number;
}

const toFormValues = (settings: PointsSettings): PointsFormValues => ({
  pointsPer100: settings.pointsPer100,
  redeemPoints: settings.redeemPoints,
  redeemValue: settings.redeemValue,
  adjustmentCap: settings.adjustmentCap,
  adjustmentFourEyesOn: settings.adjustmentFourEyesAbove !== null,
  adjustmentFourEyesAbove: settings.adjustmentFourEyesAbove ?? Number.NaN,
});

/** The contract's `pointsSettings` checks what the form would send, messages on the form's own fields. */
const pointsForm = z
  .object({
    // The contract's schema gives these their messages; an emptied number is NaN until then.
    pointsPer100: z.any(),
    redeemPoints: z.any(),
    redeemValue: z.any(),
    adjustmentCap: z.any(),
    adjustmentFourEyesOn: z.boolean(),
    adjustmentFourEyesAbove: z.any(),
  })
  .superRefine((value, ctx) => {
    if (value.adjustmentFourEyesOn && !Number.isFinite(value.adjustmentFourEyesAbove as number))
      ctx.addIssue({ code: 'custom', path: ['adjustmentFourEyesAbove'], message: t.fourEyesAboveRequired });
  })
  .transform(({ adjustmentFourEyesOn, adjustmentFourEyesAbove, ...rest }) => ({
    ...rest,
    adjustmentFourEyesAbove: adjustmentFourEyesOn ? adjustmentFourEyesAbove : null,
  }))
  .pipe(pointsSettings.required());

/**
 * Puntos: how points are earned per S/ 100, what a redemption is worth (the referral reward is in Referidos),
 * and how far one staff adjustment may go.
 */
export function PointsForm({ values }: { values: PointsSettings }) {
  const save = useSaveSection('points');
  const section = useSectionForm({
    schema: pointsForm,
    values: toFormValues(values),
    save: async (body) => toFormValues(await save.mutateAsync(body)),
  });
  const { control } = section.form;
  const fourEyesOn = useWatch({ control, name: 'adjustmentFourEyesOn' });
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
      <FieldGroup title={t.adjustments} hint={t.adjustmentsHint} columns={2}>
        <FormTextField
          control={control}
          name="adjustmentCap"
          label={t.adjustmentCap}
          kind="integer"
          suffix={t.points}
          helperText={t.adjustmentCapHint}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormSwitch control={control} name="adjustmentFourEyesOn" label={t.fourEyesOn} />
        </Box>
        {fourEyesOn && (
          <FormTextField
            control={control}
            name="adjustmentFourEyesAbove"
            label={t.fourEyesAbove}
            kind="integer"
            suffix={t.points}
            helperText={t.fourEyesAboveHint}
          />
        )}
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}
