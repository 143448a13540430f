import type { IdentityDocumentKind } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  PersonalDataFields,
  personalDataFormValues,
  toPersonalData,
  usePersonalDataForm,
} from '@/features/profile';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { submitKycStep } from '../api/submit-kyc-step.ts';
import { PhotoCapture } from './photo-capture.tsx';
import type { StepProps } from './step-props.ts';

const t = customerEs.wizard;
const DNI: readonly IdentityDocumentKind[] = ['dni_front', 'dni_back'];

/** Step 1: the KYC data and both sides of the DNI. */
export function PersonalDataStep({ userId, status, onDocument, onDone, onOutOfStep }: StepProps) {
  const owner = { isPep: status.isPep, documentType: status.documentType };
  const { form, applyServerError } = usePersonalDataForm(
    personalDataFormValues(status.personalData, owner),
    owner,
  );
  const [formError, setFormError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const documentOf = (kind: IdentityDocumentKind) =>
    status.documents.find((document) => document.kind === kind);
  const missing = DNI.filter((kind) => !documentOf(kind));

  const submit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      if (missing.length > 0) {
        setShowMissing(true);
        setFormError(t.photosMissing);
        return;
      }
      try {
        onDone(await submitKycStep(userId, { step: 1, ...toPersonalData(values, owner) }));
      } catch (error) {
        if (isApiError(error) && error.code === 'KYC_STEP_NOT_CURRENT') onOutOfStep();
        if (isApiError(error) && error.code === 'KYC_DOCUMENTS_MISSING') setShowMissing(true);
        setFormError(
          applyServerError(error) ??
            (isApiError(error) && error.code === 'KYC_DOCUMENTS_MISSING' ? t.photosMissing : null),
        );
      }
    },
    () => {
      if (missing.length > 0) setShowMissing(true);
    },
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      <section>
        <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
          {t.personalHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t.personalIntro}
        </Typography>
        <PersonalDataFields
          control={form.control}
          setValue={form.setValue}
          getValues={form.getValues}
          isPep={status.isPep}
          documentType={status.documentType}
        />
      </section>
      <section>
        <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
          {t.dniHeading(status.documentType)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t.dniIntro}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {DNI.map((kind) => (
            <PhotoCapture
              documentType={status.documentType}
              key={kind}
              kind={kind}
              capture="environment"
              uploaded={documentOf(kind)}
              onUploaded={onDocument}
              missing={showMissing}
            />
          ))}
        </Box>
      </section>
      {formError && <Alert severity="error">{formError}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={form.formState.isSubmitting}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {customerEs.common.continue}
        </Button>
      </Box>
    </Box>
  );
}
