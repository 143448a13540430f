import Box from '@mui/material/Box';
import { complianceSettings } from '@cambix/contract/schemas';
import type { ComplianceSettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveComplianceSettings } from '../api/compliance-settings.ts';
import { FieldGroup } from './field-group.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.compliance;

/** Cumplimiento: every threshold of the anti-money-laundering system (docs/rules/compliance.md#settings). */
export function ComplianceForm({ values, declarationThresholdUsd }: ComplianceFormProps) {
  const save = useSaveComplianceSettings();
  const section = useSectionForm({
    schema: complianceSettings,
    values,
    save: (body) => save.mutateAsync(body),
  });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.register} hint={t.registerHint} columns={2}>
        <FormTextField
          control={control}
          name="registerSingleUsd"
          label={t.registerSingleUsd}
          kind="amount"
          prefix="US$"
        />
        <FormTextField
          control={control}
          name="registerMonthlyUsd"
          label={t.registerMonthlyUsd}
          kind="amount"
          prefix="US$"
          helperText={t.registerMonthlyHint}
        />
      </FieldGroup>
      <FieldGroup title={t.screening} columns={2}>
        <FormTextField
          control={control}
          name="listMatchSimilarity"
          label={t.listMatchSimilarity}
          kind="amount"
          helperText={t.listMatchSimilarityHint}
        />
        <FormTextField
          control={control}
          name="pepYearsAfterOffice"
          label={t.pepYearsAfterOffice}
          kind="integer"
          suffix={t.years}
        />
      </FieldGroup>
      <FieldGroup title={t.alerts} hint={t.alertsHint(declarationThresholdUsd)}>
        <FormTextField
          control={control}
          name="structuringWindowDays"
          label={t.structuringWindowDays}
          kind="integer"
          suffix={t.days}
        />
        <FormTextField
          control={control}
          name="suddenChangeFactor"
          label={t.suddenChangeFactor}
          kind="integer"
          suffix={t.times}
          helperText={t.suddenChangeHint}
        />
        <FormTextField
          control={control}
          name="newAccountsCount"
          label={t.newAccountsCount}
          kind="integer"
          suffix={t.accounts}
        />
        <FormTextField
          control={control}
          name="newAccountsDays"
          label={t.newAccountsDays}
          kind="integer"
          suffix={t.days}
        />
      </FieldGroup>
      <FieldGroup title={t.risk} hint={t.riskHint} columns={2}>
        <FormTextField
          control={control}
          name="riskMediumScore"
          label={t.riskMediumScore}
          kind="integer"
          suffix={t.pointsUnit}
        />
        <FormTextField
          control={control}
          name="riskHighScore"
          label={t.riskHighScore}
          kind="integer"
          suffix={t.pointsUnit}
        />
        <FormTextField
          control={control}
          name="riskCountries"
          label={t.riskCountries}
          helperText={t.riskCountriesHint}
        />
        <FormTextField
          control={control}
          name="riskAmountDays"
          label={t.riskAmountDays}
          kind="integer"
          suffix={t.days}
          helperText={t.riskAmountHint}
        />
        <FormTextField
          control={control}
          name="riskOccupations"
          label={t.riskOccupations}
          helperText={t.riskOccupationsHint}
          multiline
        />
        <FormTextField
          control={control}
          name="highRiskReviewDays"
          label={t.highRiskReviewDays}
          kind="integer"
          suffix={t.days}
        />
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}

interface ComplianceFormProps {
  values: ComplianceSettings;
  /** Divisas' declaración threshold, which structuring sums up to (shown, edited in Divisas). */
  declarationThresholdUsd: string | null;
}
