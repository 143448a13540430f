import type { Profile } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useSessionStore } from '@/features/auth';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useProfile } from '../api/get-profile.ts';
import { useSkipUpdateForm } from '../api/skip-update-form.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { personalDataFormValues, toPersonalData } from '../personal-data-rules.ts';
import { usePersonalDataForm } from '../use-personal-data-form.ts';
import { PersonalDataFields } from './personal-data-fields.tsx';

const t = customerEs.updateForm;

/**
 * The update-data form after login (`mostrar_formulario`, docs/rules/identity.md#update-data-form). 'Más
 * tarde' postpones it 30 days; when mandatory (`mostrar_formulario_obligatorio`) it has no way out but
 * saving.
 */
export function UpdateDataDialog() {
  const open = useSessionStore((state) => state.mostrar_formulario);
  const mandatory = useSessionStore((state) => state.mostrar_formulario_obligatorio);
  const profile = useProfile();
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width: 600px)', { noSsr: true });
  return (
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t.title}</DialogTitle>
      {profile.data ? (
        <UpdateDataForm profile={profile.data} mandatory={mandatory} />
      ) : (
        <DialogContent>
          {profile.isError ? (
            <Alert severity="error">{customerEs.common.loadFailed}</Alert>
          ) : (
            <Skeleton variant="rounded" height={320} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function UpdateDataForm({ profile, mandatory }: { profile: Profile; mandatory: boolean }) {
  const owner = { isPep: profile.isPep, documentType: profile.tipo_documento };
  const { form, applyServerError } = usePersonalDataForm(personalDataFormValues(profile, owner), owner);
  const update = useUpdateProfile();
  const skip = useSkipUpdateForm();
  const [formError, setFormError] = useState<string | null>(null);

  const save = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await update.mutateAsync(toPersonalData(values, owner));
    } catch (error) {
      setFormError(applyServerError(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void save(event)}>
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 2.5 }}>{mandatory ? t.mandatoryIntro : t.intro}</DialogContentText>
        <PersonalDataFields
          control={form.control}
          setValue={form.setValue}
          getValues={form.getValues}
          isPep={profile.isPep}
          documentType={profile.tipo_documento}
        />
        {formError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {formError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {!mandatory && (
          <Button
            onClick={() => {
              setFormError(null);
              skip.mutate(undefined, {
                onError: (error) =>
                  setFormError(isApiError(error) ? error.message : customerEs.common.unexpectedError),
              });
            }}
            loading={skip.isPending}
          >
            {t.later}
          </Button>
        )}
        <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
          {t.save}
        </Button>
      </DialogActions>
    </form>
  );
}
