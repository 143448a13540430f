import Box from '@mui/material/Box';
import { companySettings } from '@cambix/contract/schemas';
import type { CompanySettings } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.company;

/** Empresa: the name, RUC and address the printable summary shows (docs/rules/finance-reports.md#summary). */
export function CompanyForm({ values }: { values: CompanySettings }) {
  const save = useSaveSection('company');
  const section = useSectionForm({
    schema: companySettings,
    values,
    save: (body) => save.mutateAsync(body),
  });
  const { control } = section.form;
  return (
    <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
      <FieldGroup title={t.heading} hint={t.intro} columns={2}>
        <FormTextField control={control} name="name" label={t.name} />
        <FormTextField control={control} name="ruc" label={t.ruc} kind="digits" helperText={t.rucHint} />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField control={control} name="address" label={t.address} multiline />
        </Box>
      </FieldGroup>
      <SectionActions {...section} />
    </Box>
  );
}
