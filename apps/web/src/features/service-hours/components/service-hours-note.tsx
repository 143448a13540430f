import { serviceHoursEs as t } from '@/i18n/service-hours.ts';
import { usePublicServiceHours } from '../api/get-public-service-hours.ts';
import './service-hours.css';

/**
 * "Abierto ahora · hasta las 19:00" or "Cerrado · abrimos el lunes a las 09:00", as the server says it, with
 * the week's hours under it. Nothing while it loads or when the server cannot be reached.
 */
export function ServiceHoursNote() {
  const hours = usePublicServiceHours();
  if (!hours.data) return null;
  const { status, hoursText } = hours.data;
  return (
    <section className="cx-hours" aria-label={t.hours.label}>
      <p className={`cx-hours__status cx-hours__status--${status.open ? 'open' : 'closed'}`}>
        <span className="cx-hours__dot" aria-hidden="true" />
        {status.text}
      </p>
      <p className="cx-hours__week">{t.hours.week(hoursText)}</p>
    </section>
  );
}
