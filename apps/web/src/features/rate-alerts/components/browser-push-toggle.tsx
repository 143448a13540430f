import type { PushSubscriptionRequest } from '@cambix/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { CheckboxField } from '@/components/ui/checkbox-field.tsx';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import { canReceivePush, subscribeBrowser, type BrowserPushResult } from '../api/subscribe-browser.ts';

const NOTICE: Record<Exclude<BrowserPushResult, 'subscribed'>, string> = {
  denied: t.browserDenied,
  unsupported: t.browserUnsupported,
  failed: t.browserFailed,
};

/**
 * "Avisarme también en este navegador": ticking it is what asks for the notification permission (never the
 * page's load), then subscribes this browser through `register`.
 */
export function BrowserPushToggle({
  register,
}: {
  register: (subscription: PushSubscriptionRequest) => Promise<unknown>;
}) {
  const [result, setResult] = useState<BrowserPushResult | null>(null);
  const [busy, setBusy] = useState(false);
  if (!canReceivePush()) return <p className="cx-card__intro">{t.browserUnsupported}</p>;
  return (
    <div className="cx-stack">
      <CheckboxField
        name="browserPush"
        label={t.browser}
        checked={result === 'subscribed'}
        disabled={busy || result === 'subscribed'}
        onChange={(event) => {
          if (!event.target.checked) return;
          setBusy(true);
          void subscribeBrowser(register)
            .then(setResult)
            .finally(() => setBusy(false));
        }}
      />
      {result === 'subscribed' && <Alert tone="success">{t.browserOn}</Alert>}
      {result !== null && result !== 'subscribed' && <Alert tone="info">{NOTICE[result]}</Alert>}
    </div>
  );
}
