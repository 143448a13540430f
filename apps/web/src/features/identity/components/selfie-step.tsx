import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState, type SubmitEvent } from 'react';
import { customerEs } from '@/i18n/customer.ts';
import { isApiError } from '@/lib/api-client.ts';
import { submitKycStep } from '../api/submit-kyc-step.ts';
import { PhotoCapture } from './photo-capture.tsx';
import type { StepProps } from './step-props.ts';

const t = customerEs.wizard;

/** Step 2: a selfie holding the DNI, with the front camera. */
export function SelfieStep({ userId, status, onDocument, onDone, onOutOfStep }: StepProps) {
  const selfie = status.documents.find((document) => document.kind === 'selfie');
  const [error, setError] = useState<string | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    setError(null);
    if (!selfie) {
      setShowMissing(true);
      setError(t.photosMissing);
      return;
    }
    setSending(true);
    try {
      onDone(await submitKycStep(userId, { step: 2 }));
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'KYC_STEP_NOT_CURRENT') onOutOfStep();
      setError(isApiError(failure) ? failure.message : customerEs.common.unexpectedError);
    } finally {
      setSending(false);
    }
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      <section>
        <Typography variant="h2" component="h2" sx={{ mb: 0.5 }}>
          {t.selfieHeading(status.documentType)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t.selfieIntro(status.documentType)}
        </Typography>
        <Box sx={{ maxWidth: 420 }}>
          <PhotoCapture
            documentType={status.documentType}
            kind="selfie"
            capture="user"
            uploaded={selfie}
            onUploaded={onDocument}
            missing={showMissing}
          />
        </Box>
      </section>
      {error && <Alert severity="error">{error}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={sending}
          sx={{ minWidth: { xs: '100%', sm: 200 } }}
        >
          {customerEs.common.continue}
        </Button>
      </Box>
    </Box>
  );
}
