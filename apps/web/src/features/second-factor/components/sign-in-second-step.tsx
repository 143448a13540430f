import type { SecondFactorMethod, Session } from '@cambix/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { startSession } from '@/features/auth';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import { secondFactorApi } from '../api.ts';
import { signWithPasskey } from '../webauthn.ts';
import { EnrolPanel } from './enrol-panel.tsx';
import { ProofForm } from './proof-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

export interface SecondStepProps {
  /** `AUTH_SECOND_FACTOR_REQUIRED` (prove one) or `AUTH_SECOND_FACTOR_ENROL_REQUIRED` (enrol one first). */
  code: 'AUTH_SECOND_FACTOR_REQUIRED' | 'AUTH_SECOND_FACTOR_ENROL_REQUIRED';
  pendingToken: string;
  methods: readonly SecondFactorMethod[];
  onSignedIn(session: Session): void;
  /** Back to the password form, as it was typed: another account, or a person who chose the wrong one. */
  onBack(): void;
}

function Back({ onBack }: { onBack(): void }) {
  return (
    <Button variant="text" onClick={onBack}>
      {t.backToPassword}
    </Button>
  );
}

/** The sign-in's second step, after a right password: the second factor, or enrolling one. */
export default function SignInSecondStep({
  code,
  pendingToken,
  methods,
  onSignedIn,
  onBack,
}: SecondStepProps) {
  const [shown, setShown] = useState<{ codes: string[]; session: Session } | null>(null);

  function signedIn(session: Session) {
    startSession(session);
    onSignedIn(session);
  }

  if (shown) return <RecoveryCodes codes={shown.codes} onDone={() => signedIn(shown.session)} />;

  if (code === 'AUTH_SECOND_FACTOR_ENROL_REQUIRED') {
    return (
      <section className="cx-stack" aria-label={t.enrolHeading}>
        <h2 className="cx-second-factor__heading">{t.enrolHeading}</h2>
        <p>{t.enrolBody}</p>
        <EnrolPanel
          pendingToken={pendingToken}
          onEnrolled={(result) => {
            if (!result.session) return;
            if (result.recoveryCodes) setShown({ codes: result.recoveryCodes, session: result.session });
            else signedIn(result.session);
          }}
        />
        <Back onBack={onBack} />
      </section>
    );
  }

  return (
    <section className="cx-stack" aria-label={t.signInHeading}>
      <h2 className="cx-second-factor__heading">{t.signInHeading}</h2>
      <p>{t.signInBody}</p>
      <ProofForm
        methods={methods}
        onPasskey={async () => {
          const ceremony = await secondFactorApi.signInOptions(pendingToken);
          const response = await signWithPasskey(ceremony);
          signedIn(
            await secondFactorApi.signIn(pendingToken, {
              method: 'passkey',
              ceremonyToken: ceremony.ceremonyToken,
              response,
            }),
          );
        }}
        onCode={async (proof) => signedIn(await secondFactorApi.signIn(pendingToken, proof))}
      />
      <Back onBack={onBack} />
    </section>
  );
}
