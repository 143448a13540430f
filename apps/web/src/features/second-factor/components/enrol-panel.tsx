import type { EnrolmentResult, TotpEnrolment } from '@cambix/contract';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import { secondFactorApi } from '../api.ts';
import { messageOf } from '../message-of.ts';
import { createPasskey } from '../webauthn.ts';
import './second-factor.css';

interface EnrolPanelProps {
  /** A sign-in that must enrol first; absent when signed in. */
  pendingToken?: string | undefined;
  onEnrolled(result: EnrolmentResult): void;
}

/** Adds a passkey, or a code app where the device has none (QR, then its first code). */
export function EnrolPanel({ pendingToken, onEnrolled }: EnrolPanelProps) {
  const [totp, setTotp] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'passkey' | 'totp' | null>(null);

  async function run(kind: 'passkey' | 'totp', action: () => Promise<void>) {
    setBusy(kind);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(null);
    }
  }

  const addPasskey = () =>
    run('passkey', async () => {
      const ceremony = await secondFactorApi.passkeyOptions(pendingToken);
      const response = await createPasskey(ceremony);
      onEnrolled(await secondFactorApi.registerPasskey(ceremony.ceremonyToken, response, pendingToken));
    });

  const startTotp = () =>
    run('totp', async () => {
      setTotp(await secondFactorApi.startTotp(pendingToken));
      setCode('');
    });

  function confirmTotp(event: SyntheticEvent) {
    event.preventDefault();
    if (!totp) return;
    void run('totp', async () => {
      onEnrolled(await secondFactorApi.confirmTotp(totp.enrolmentToken, code, pendingToken));
      setTotp(null);
    });
  }

  return (
    <div className="cx-stack">
      {error && <Alert tone="error">{error}</Alert>}
      <div className="cx-second-factor__actions">
        <Button type="button" loading={busy === 'passkey'} onClick={() => void addPasskey()}>
          {t.addPasskey}
        </Button>
        <Button
          type="button"
          variant="outline"
          loading={busy === 'totp' && !totp}
          onClick={() => void startTotp()}
        >
          {t.addTotp}
        </Button>
      </div>
      {totp && (
        <form className="cx-stack" onSubmit={confirmTotp} noValidate>
          <p>{t.totpSteps}</p>
          <img className="cx-second-factor__qr" src={totp.qrDataUrl} alt={t.qrAlt} />
          <p className="cx-second-factor__secret">{t.totpManual(totp.secret)}</p>
          <TextField
            name="totp-code"
            label={t.code}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
          />
          <Button type="submit" loading={busy === 'totp'}>
            {t.confirm}
          </Button>
        </form>
      )}
    </div>
  );
}
