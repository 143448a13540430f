import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { STAFF_SECOND_FACTOR_POLICIES, type SecuritySettings } from '@cambix/contract';
import { securitySettings } from '@cambix/contract/schemas';
import { Controller } from 'react-hook-form';
import { selectRole, useSessionStore } from '@/features/auth';
import { staffEs } from '@/i18n/staff.ts';
import { useSaveSection } from '../api/save-section.ts';
import { FieldGroup } from './field-group.tsx';
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
          <Controller
            control={control}
            name="staffSecondFactor"
            render={({ field }) => (
              <TextField
                select
                label={t.staffSecondFactor}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!canEdit}
              >
                {STAFF_SECOND_FACTOR_POLICIES.map((policy) => (
                  <MenuItem key={policy} value={policy}>
                    {t.policy[policy]}
                  </MenuItem>
                ))}
              </TextField>
            )}
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
