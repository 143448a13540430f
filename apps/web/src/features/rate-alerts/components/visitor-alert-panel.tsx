import type { RateAlert } from '@cambix/contract';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import { isApiError } from '@/lib/api-client.ts';
import { openVisitorRateAlert, removeRateAlert, setRateAlertState } from '../api/change-rate-alert.ts';
import { registerVisitorBrowser } from '../api/subscribe-browser.ts';
import { BrowserPushToggle } from './browser-push-toggle.tsx';
import { RateAlertItem } from './rate-alert-item.tsx';
import './rate-alerts.css';

type Shown =
  | { kind: 'opening' }
  | { kind: 'open'; alert: RateAlert }
  | { kind: 'removed' }
  | { kind: 'failed'; message: string };

/** A visitor's alert from its mailed link: opening it activates it; it can be paused, deleted or pushed here. */
export function VisitorAlertPanel({ token }: { token: string }) {
  const [shown, setShown] = useState<Shown>({ kind: 'opening' });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    openVisitorRateAlert(token)
      .then((alert) => live && setShown({ kind: 'open', alert }))
      .catch((error: unknown) => {
        if (live) setShown({ kind: 'failed', message: isApiError(error) ? error.message : t.loadFailed });
      });
    return () => {
      live = false;
    };
  }, [token]);

  async function act(action: () => Promise<Shown>) {
    setBusy(true);
    setFailure(null);
    try {
      setShown(await action());
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t.loadFailed);
    } finally {
      setBusy(false);
    }
  }

  if (shown.kind === 'opening') return <p className="cx-card__intro">{t.visitorOpening}</p>;
  if (shown.kind === 'failed') return <Alert tone="error">{shown.message}</Alert>;
  if (shown.kind === 'removed') return <Alert tone="success">{t.visitorRemoved}</Alert>;
  const { alert } = shown;
  return (
    <div className="cx-stack">
      <Alert tone="success">{t.visitorConfirmed}</Alert>
      {failure && <Alert tone="error">{failure}</Alert>}
      <RateAlertItem
        alert={alert}
        busy={busy}
        onToggle={() =>
          void act(async () => ({
            kind: 'open',
            alert: await setRateAlertState({ token }, alert.state === 'paused' ? 'active' : 'paused'),
          }))
        }
        onRemove={() =>
          void act(async () => {
            await removeRateAlert({ token });
            return { kind: 'removed' };
          })
        }
      />
      <BrowserPushToggle register={registerVisitorBrowser(token)} />
    </div>
  );
}
