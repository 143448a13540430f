import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { STAFF_SECOND_FACTOR_POLICIES, type SecuritySettings } from '@cambix/contract';
import { securitySettings } from '@cambix/contract/schemas';
import { selectRole, useSessionStore } from '@/features/auth';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
import { FormSelect } from './form-select.tsx';
import { FormTextField } from './form-text-field.tsx';
import { SectionActions } from './section-actions.tsx';
import { SettingsEditContext, useCanEditSettings } from './settings-access.ts';
import { useSectionForm } from './use-section-form.ts';

const t = staffEs.staffSettings.security;

/** Seguridad (issue 30): who must hold a second factor, and how long one counts before step-up. */
export function SecurityForm({ values }: { values: SecuritySettings }) {
  const isAdmin = useSessionStore(selectRole) === 'Administrador';
  const canEdit = useCanEditSettings() && isAdmin;
  const save = useSaveSection('security');
  const section = useSectionForm({
    schema: securitySettings,
    values,
    save: (body) => save.mutateAsync(body),
  });
  const { control } = section.form;
  return (
    <SettingsEditContext value={canEdit}>
      <Box component="form" noValidate onSubmit={section.onSubmit} sx={{ display: 'grid', gap: 3 }}>
        {!isAdmin && <Alert severity="info">{t.adminOnly}</Alert>}
        <FieldGroup title={t.heading} hint={t.intro} columns={2}>
          <FormSelect
            control={control}
            name="staffSecondFactor"
            label={t.staffSecondFactor}
            options={STAFF_SECOND_FACTOR_POLICIES.map((policy) => ({
              value: policy,
              label: t.policy[policy],
            }))}
          />
          <FormTextField
            control={control}
            name="stepUpMinutes"
            label={t.stepUpMinutes}
            kind="integer"
            suffix={t.minutes}
          />
        </FieldGroup>
        <SectionActions {...section} />
      </Box>
    </SettingsEditContext>
  );
}
