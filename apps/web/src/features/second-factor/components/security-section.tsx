import type { SecondFactorStatus, SecondFactorSummary } from '@cambix/contract';
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { secondFactorApi } from '../api.ts';
import { messageOf } from '../message-of.ts';
import { EnrolPanel } from './enrol-panel.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import './second-factor.css';

function FactorItem({ factor, onRemove }: { factor: SecondFactorSummary; onRemove(): void }) {
  return (
    <li className="cx-second-factor__item">
      <span>
        <strong>{factor.kind === 'passkey' ? t.passkey : t.totp}</strong>
        <small>{t.addedOn(formatDateTime(factor.createdAt))}</small>
        {factor.lastUsedAt && <small>{t.lastUsed(formatDateTime(factor.lastUsedAt))}</small>}
      </span>
      <Button type="button" variant="text" onClick={onRemove}>
        {t.remove}
      </Button>
    </li>
  );
}

/** The caller's second factors (issue 30): what they hold, adding one, removing one; a section of Seguridad. */
export function SecondFactorSection() {
  const [status, setStatus] = useState<SecondFactorStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [removing, setRemoving] = useState<SecondFactorSummary | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [renewing, setRenewing] = useState<'asking' | 'sending' | null>(null);
  const [renewError, setRenewError] = useState<string | null>(null);

  const load = useCallback(() => {
    secondFactorApi
      .status()
      .then(setStatus)
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, []);
  useEffect(load, [load]);

  async function remove(factor: SecondFactorSummary) {
    setIsRemoving(true);
    setRemoveError(null);
    try {
      setStatus(await secondFactorApi.remove(factor.id));
      setRemoving(null);
    } catch (caught) {
      setRemoveError(messageOf(caught));
    } finally {
      setIsRemoving(false);
    }
  }

  async function renew() {
    setRenewing('sending');
    setRenewError(null);
    try {
      setCodes((await secondFactorApi.renewRecoveryCodes()).recoveryCodes);
      setRenewing(null);
      load();
    } catch (caught) {
      setRenewError(messageOf(caught));
      setRenewing('asking');
    }
  }

  return (
    <section className="cx-stack" aria-labelledby="second-factor-heading">
      <h2 id="second-factor-heading" className="cx-second-factor__heading">
        {t.factorsHeading}
      </h2>
      <p>{t.intro}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {status?.required && status.factors.length === 0 && <Alert tone="warning">{t.required}</Alert>}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      ) : (
        status && (
          <>
            {status.factors.length === 0 ? (
              <p>{t.none}</p>
            ) : (
              <ul className="cx-second-factor__list">
                {status.factors.map((factor) => (
                  <FactorItem key={factor.id} factor={factor} onRemove={() => setRemoving(factor)} />
                ))}
              </ul>
            )}
            {status.factors.length > 0 && (
              <p className="cx-second-factor__recovery">
                <span>{t.recoveryLeft(status.recoveryCodesLeft)}</span>
                <Button type="button" variant="text" onClick={() => setRenewing('asking')}>
                  {t.renewRecovery}
                </Button>
              </p>
            )}
            <EnrolPanel
              onEnrolled={(result) => {
                if (result.recoveryCodes) setCodes(result.recoveryCodes);
                load();
              }}
            />
          </>
        )
      )}
      {renewing && (
        <ConfirmDialog
          title={t.renewRecoveryTitle}
          confirmLabel={t.renewRecovery}
          cancelLabel={t.cancel}
          confirmColor="primary"
          isPending={renewing === 'sending'}
          error={renewError}
          onConfirm={() => void renew()}
          onClose={() => {
            setRenewing(null);
            setRenewError(null);
          }}
        >
          {t.renewRecoveryBody}
        </ConfirmDialog>
      )}
      {removing && (
        <ConfirmDialog
          title={t.removeTitle}
          confirmLabel={t.remove}
          cancelLabel={t.cancel}
          confirmColor="error"
          isPending={isRemoving}
          error={removeError}
          onConfirm={() => void remove(removing)}
          onClose={() => setRemoving(null)}
        >
          {t.removeBody}
        </ConfirmDialog>
      )}
    </section>
  );
}
