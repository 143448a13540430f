import type { Profile } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { personalDataFormValues, toPersonalData } from '../personal-data-rules.ts';
import { usePersonalDataForm } from '../use-personal-data-form.ts';
import { PersonalDataFields } from './personal-data-fields.tsx';

/** The editable part of the profile: phone and KYC data (names, document and email are staff's). */
export function ProfileForm({ profile, onSaved }: { profile: Profile; onSaved: (message: string) => void }) {
  const owner = { isPep: profile.isPep, documentType: profile.tipo_documento };
  const { form, applyServerError } = usePersonalDataForm(personalDataFormValues(profile, owner), owner);
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const message = await update.mutateAsync({
        ...toPersonalData(values, owner),
        celular: values.celular?.trim(),
      });
      form.reset(values);
      onSaved(message || customerEs.profile.saved);
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void save(event)}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <PersonalDataFields
        control={form.control}
        setValue={form.setValue}
        getValues={form.getValues}
        isPep={profile.isPep}
        documentType={profile.tipo_documento}
        withPhone
      />
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {customerEs.profile.save}
        </Button>
      </Box>
    </Box>
  );
}
