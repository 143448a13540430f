import Box from '@mui/material/Box';
import { referralSettings } from '@cambix/contract/schemas';
import type { ReferralSettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormSwitch } from './form-switch.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.referrals;

/**
 * Referidos: the programme's reward, the discount a new code gives and whether its owner must be validated
 * (docs/rules/coupons-and-referrals.md#referral-programme).
 */
export function ReferralsForm({ values }: { values: ReferralSettings }) {
  const save = useSaveSection('referrals');
  const section = useSectionForm({
    schema: referralSettings,
    values,
    save: (body) => save.mutateAsync(body),
  });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.heading} hint={t.intro} columns={2}>
        <FormTextField
          control={control}
          name="rewardPoints"
          label={t.rewardPoints}
          kind="integer"
          suffix={t.points}
          helperText={t.rewardPointsHint}
        />
        <FormTextField
          control={control}
          name="referredDiscount"
          label={t.referredDiscount}
          kind="amount"
          suffix="%"
          helperText={t.referredDiscountHint}
        />
      </FieldGroup>
      <FormSwitch
        control={control}
        name="ownerMustBeValidated"
        label={t.ownerMustBeValidated}
        hint={t.ownerMustBeValidatedHint}
      />
      <SectionActions {...section} />
    </Box>
  );
}
