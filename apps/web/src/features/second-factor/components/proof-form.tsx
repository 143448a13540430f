import type { SecondFactorMethod, SecondFactorProof } from '@cambix/contract';
import { useState, type SyntheticEvent } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import { messageOf } from '../message-of.ts';

interface ProofFormProps {
  methods: readonly SecondFactorMethod[];
  /** Runs the passkey ceremony and sends its answer; throws what to show. */
  onPasskey(): Promise<void>;
  /** Sends a typed code; throws what to show. */
  onCode(proof: Extract<SecondFactorProof, { method: 'totp' | 'recovery' }>): Promise<void>;
}

/** One proof of the second factor: the passkey, a code from the app, or a recovery code. */
export function ProofForm({ methods, onPasskey, onCode }: ProofFormProps) {
  const hasTotp = methods.includes('totp');
  const [mode, setMode] = useState<'totp' | 'recovery'>(hasTotp ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    void run(() => onCode({ method: mode, code }));
  }

  return (
    <div className="cx-stack">
      {error && <Alert tone="error">{error}</Alert>}
      {methods.includes('passkey') && (
        <Button type="button" block loading={busy} onClick={() => void run(onPasskey)}>
          {t.usePasskey}
        </Button>
      )}
      {(hasTotp || methods.includes('recovery')) && (
        <form className="cx-stack" onSubmit={submit} noValidate>
          <TextField
            name="second-factor-code"
            label={mode === 'totp' ? t.code : t.recoveryCode}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="one-time-code"
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            autoCapitalize="characters"
            spellCheck={false}
          />
          <Button
            type="submit"
            variant={methods.includes('passkey') ? 'outline' : 'primary'}
            block
            loading={busy}
          >
            {t.verify}
          </Button>
          {hasTotp && methods.includes('recovery') && (
            <Button
              type="button"
              variant="text"
              onClick={() => {
                setMode(mode === 'totp' ? 'recovery' : 'totp');
                setCode('');
              }}
            >
              {mode === 'totp' ? t.useRecovery : t.useTotp}
            </Button>
          )}
        </form>
      )}
    </div>
  );
}
