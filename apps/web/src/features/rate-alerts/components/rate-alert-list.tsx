import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert.tsx';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import { isApiError } from '@/lib/api-client.ts';
import { removeRateAlert, setRateAlertState } from '../api/change-rate-alert.ts';
import { rateAlertsKey, useRateAlerts } from '../api/get-rate-alerts.ts';
import { RateAlertItem } from './rate-alert-item.tsx';
import './rate-alerts.css';

/** The customer's alerts with pause/resume and delete. */
export function RateAlertList() {
  const alerts = useRateAlerts();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function act(id: number, action: () => Promise<unknown>) {
    setBusyId(id);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t.loadFailed);
    } finally {
      setBusyId(null);
      await queryClient.invalidateQueries({ queryKey: rateAlertsKey });
    }
  }

  if (alerts.isPending) return null;
  if (alerts.isError) return <Alert tone="error">{t.loadFailed}</Alert>;
  return (
    <section className="cx-stack" aria-label={t.listTitle}>
      {failure && <Alert tone="error">{failure}</Alert>}
      {alerts.data.items.length === 0 && <p className="cx-rate-alert__detail">{t.empty}</p>}
      {alerts.data.items.map((alert) => (
        <RateAlertItem
          key={alert.id}
          alert={alert}
          busy={busyId === alert.id}
          onToggle={() =>
            void act(alert.id, () =>
              setRateAlertState({ id: alert.id }, alert.state === 'paused' ? 'active' : 'paused'),
            )
          }
          onRemove={() => void act(alert.id, () => removeRateAlert({ id: alert.id }))}
        />
      ))}
    </section>
  );
}
