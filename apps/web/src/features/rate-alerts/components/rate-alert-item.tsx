import { formatRate, type RateAlert } from '@cambix/contract';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { rateAlertsEs as t } from '@/i18n/rate-alerts.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { formatCurrency } from '@/lib/money.ts';

export interface RateAlertItemProps {
  alert: RateAlert;
  busy: boolean;
  onToggle: () => void;
  onRemove: () => void;
}

/** One alert: what it waits for, when it last fired, and pause/resume and delete. */
export function RateAlertItem({ alert, busy, onToggle, onRemove }: RateAlertItemProps) {
  const state = !alert.confirmed ? t.unconfirmed : alert.state === 'paused' ? t.paused : t.active;
  return (
    <article className="cx-rate-alert" aria-label={`${t.summary[alert.condition]} ${formatRate(alert.rate)}`}>
      <p className="cx-rate-alert__title">
        {t.summary[alert.condition]} {formatRate(alert.rate)}{' '}
        {alert.condition === 'atOrBelow' ? t.orLess : t.orMore}
        <span className="cx-rate-alert__state"> · {state}</span>
      </p>
      <p className="cx-rate-alert__detail">
        {t.forAmount(formatCurrency(alert.amountUsd, 'USD'))} ·{' '}
        {alert.lastFiredAt && alert.lastFiredRate
          ? t.lastFired(formatRate(alert.lastFiredRate), formatDateTime(alert.lastFiredAt))
          : t.neverFired}
      </p>
      <div className="cx-rate-alert__actions">
        <Button variant="outline" disabled={busy} onClick={onToggle}>
          {alert.state === 'paused' ? t.resume : t.pause}
        </Button>
        <Button variant="text" disabled={busy} onClick={onRemove}>
          {t.remove}
        </Button>
        <Link className="cx-link" to={alert.calculatorPath}>
          {t.openCalculator}
        </Link>
      </div>
    </article>
  );
}
