import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { companySettings } from '@cambix/contract/schemas';
import { missingCompanyFields, type CompanySettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.company;

/** `el RUC y la dirección fiscal`: what the saved company still lacks to issue boletas. */
function missingText(values: CompanySettings): string | null {
  const named = missingCompanyFields(values).map((field) => t.missingField[field]);
  if (named.length === 0) return null;
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} ${t.and} ${named.at(-1)!}`;
}

/**
 * Empresa: the boletas' issuer (docs/rules/receipts.md#issuer) and the name, RUC and address the printable
 * summary shows (docs/rules/finance-reports.md#summary), and the SBS registration the landing shows. What is
 * saved and missing is said above the form.
 */
export function CompanyForm({ values }: { values: CompanySettings }) {
  const save = useSaveSection('company');
  const section = useSectionForm({
    schema: companySettings,
    values,
    save: (body) => save.mutateAsync(body),
  });
  const { control } = section.form;
  const missing = missingText(values);
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      {missing && <Alert severity="warning">{t.missing(missing)}</Alert>}
      <FieldGroup title={t.heading} hint={t.intro} columns={2}>
        <FormTextField control={control} name="name" label={t.name} />
        <FormTextField control={control} name="ruc" label={t.ruc} kind="digits" helperText={t.rucHint} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="address" label={t.address} multiline />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name="sbsRegistration"
            label={t.sbsRegistration}
            helperText={t.sbsRegistrationHint}
          />
        </Box>
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}
