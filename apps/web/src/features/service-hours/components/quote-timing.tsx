import type { LiveQuote } from '@cambix/contract';
import { memo } from 'react';
import { serviceHoursEs as t } from '@/i18n/service-hours.ts';
import './service-hours.css';

/** Under a quote: when the money arrives and, while Cambix is closed, when the operation is processed. */
export const QuoteTiming = memo(function QuoteTiming({
  quote,
}: {
  quote: Pick<LiveQuote, 'arrival' | 'processingText'>;
}) {
  if (!quote.arrival && !quote.processingText) return null;
  return (
    <div className="cx-timing" aria-label={t.arrival.label} role="group">
      {quote.arrival && <p className="cx-timing__arrival">{quote.arrival.text}</p>}
      {quote.processingText && <p className="cx-timing__processing">{quote.processingText}</p>}
    </div>
  );
});
