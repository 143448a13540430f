import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { secondFactorEs as t } from '@/i18n/second-factor.ts';
import './second-factor.css';

/** The recovery codes, shown this once. */
export function RecoveryCodes({ codes, onDone }: { codes: readonly string[]; onDone(): void }) {
  return (
    <div className="cx-stack" role="region" aria-label={t.recoveryHeading}>
      <h2 className="cx-second-factor__heading">{t.recoveryHeading}</h2>
      <Alert tone="info">{t.recoveryBody}</Alert>
      <ol className="cx-second-factor__codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Button type="button" onClick={onDone}>
        {t.recoveryDone}
      </Button>
    </div>
  );
}
