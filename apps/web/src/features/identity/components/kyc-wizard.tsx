import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import type { IdentityDocument, KycStatus } from '@cambix/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useSessionStore } from '@/features/auth';
import { customerEs } from '@/i18n/customer.ts';
import { identityKeys } from '../api/keys.ts';
import { useKycStatus } from '../api/get-kyc-status.ts';

// Each step loads when the customer reaches it: the heading and stepper show at once.
const PersonalDataStep = lazy(() =>
  import('./personal-data-step.tsx').then((m) => ({ default: m.PersonalDataStep })),
);
const SelfieStep = lazy(() => import('./selfie-step.tsx').then((m) => ({ default: m.SelfieStep })));
const FirstAccountStep = lazy(() =>
  import('./first-account-step.tsx').then((m) => ({ default: m.FirstAccountStep })),
);

const t = customerEs.wizard;

/**
 * /validateUser (docs/rules/identity.md#kyc-step): (1) personal data and both DNI photos, (2) a selfie
 * holding the DNI, (3) the first bank account. It opens on the customer's current step, so they can leave and
 * come back.
 */
export function KycWizard({ title, onCompleted }: { title: string; onCompleted: () => void }) {
  const status = useKycStatus();
  const queryClient = useQueryClient();
  const userId = useSessionStore((state) => state.user?.id);
  const compact = useMediaQuery('(max-width: 600px)', { noSsr: true });

  const updateStatus = (next: KycStatus) => {
    queryClient.setQueryData(identityKeys.kycStatus, next);
    // Done: after the last step, or after the selfie for a customer who already has an account.
    if (next.state === 0) onCompleted();
  };
  const addDocument = (document: IdentityDocument) =>
    queryClient.setQueryData<KycStatus>(identityKeys.kycStatus, (current) =>
      current
        ? {
            ...current,
            documents: [...current.documents.filter((item) => item.kind !== document.kind), document],
          }
        : current,
    );
  /** Another tab moved on (KYC_STEP_NOT_CURRENT): read where the customer is now. */
  const resync = () => void queryClient.invalidateQueries({ queryKey: identityKeys.kycStatus });

  const heading = (
    <Box>
      <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{t.intro}</Typography>
    </Box>
  );
  if (status.isPending || userId === undefined) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {heading}
        <Skeleton variant="rounded" height={420} />
      </Box>
    );
  }
  if (status.isError) {
    return (
      <Box sx={{ display: 'grid', gap: 3 }}>
        {heading}
        <RetryAlert retryLabel={customerEs.common.retry} onRetry={() => void status.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      </Box>
    );
  }

  const step = status.data.state;
  const active = Math.max(0, Math.min(step, 3) - 1);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {heading}
      {status.data.accountStatus === 'RECHAZADO' && (
        <Alert severity="error">
          <AlertTitle>{customerEs.accountStatus.RECHAZADO.title}</AlertTitle>
          {status.data.statusReason && (
            <Box sx={{ fontWeight: 600 }}>{customerEs.statusReason(status.data.statusReason)}</Box>
          )}
          {t.rejectedRetry}
        </Alert>
      )}
      <Stepper activeStep={step === 0 ? 3 : active} alternativeLabel={!compact} orientation="horizontal">
        {t.steps(status.data.documentType).map((label, index) => (
          <Step key={label} completed={step === 0 || index < active}>
            <StepLabel>{compact && index !== active ? '' : label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {compact && step !== 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -2, textAlign: 'center' }}>
          {t.stepLabel(active + 1, 3)}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
          {step === 1 && (
            <PersonalDataStep
              userId={userId}
              status={status.data}
              onDocument={addDocument}
              onDone={updateStatus}
              onOutOfStep={resync}
            />
          )}
          {step === 2 && (
            <SelfieStep
              userId={userId}
              status={status.data}
              onDocument={addDocument}
              onDone={updateStatus}
              onOutOfStep={resync}
            />
          )}
          {step === 3 && (
            <FirstAccountStep
              userId={userId}
              onDone={(next) => {
                updateStatus(next);
                onCompleted();
              }}
              onOutOfStep={resync}
            />
          )}
        </Suspense>
      </Paper>
    </Box>
  );
}
