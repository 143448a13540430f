import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MuiButton from '@mui/material/Button';
import type { StepUpRefusal } from '@cambix/contract';
import { useEffect, useId, useState } from 'react';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import { provideStepUpPrompt } from '@/lib/step-up.ts';
import { secondFactorApi } from '../api.ts';
import { signWithPasskey } from '../webauthn.ts';
import { ProofForm } from './proof-form.tsx';

interface Asking {
  refusal: StepUpRefusal;
  answer(proved: boolean): void;
}

/**
 * Answers `STEP_UP_REQUIRED` for the whole signed-in area: a dialog asks for the second factor, and the
 * action that was refused is sent again as it was (lib/step-up.ts). Mounted once by each signed-in shell.
 */
export function StepUpHost({ securityHref }: { securityHref: string }) {
  const [asking, setAsking] = useState<Asking | null>(null);
  const titleId = useId();

  useEffect(
    () =>
      provideStepUpPrompt(
        (refusal) => new Promise<boolean>((resolve) => setAsking({ refusal, answer: resolve })),
      ),
    [],
  );

  if (!asking) return null;
  const close = (proved: boolean) => {
    asking.answer(proved);
    setAsking(null);
  };
  const { methods } = asking.refusal;

  return (
    <Dialog open onClose={() => close(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t.stepUpTitle}</DialogTitle>
      <DialogContent>
        {methods.length === 0 ? (
          <p>{t.stepUpEnrol}</p>
        ) : (
          <>
            <p>{t.stepUpBody}</p>
            <ProofForm
              methods={methods}
              onPasskey={async () => {
                const ceremony = await secondFactorApi.stepUpOptions();
                const response = await signWithPasskey(ceremony);
                await secondFactorApi.stepUp({
                  method: 'passkey',
                  ceremonyToken: ceremony.ceremonyToken,
                  response,
                });
                close(true);
              }}
              onCode={async (proof) => {
                await secondFactorApi.stepUp(proof);
                close(true);
              }}
            />
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {methods.length === 0 && (
          <MuiButton href={securityHref} onClick={() => close(false)}>
            {t.goToSecurity}
          </MuiButton>
        )}
        <MuiButton onClick={() => close(false)}>{t.cancel}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}
