import { QueryClientProvider } from '@tanstack/react-query';

import { useId } from 'react';
import { useNavigate } from 'react-router';
import {
  ExchangeCalculatorCard,
  TodayRates,
  useExchangeRates,
  type ExchangeStart,
} from '@/features/exchange';
import { ServiceHoursNote, TransferTimesList } from '@/features/service-hours';
import { exchangeEs } from '@/i18n/exchange.ts';
import { homeEs as t } from '@/i18n/home.ts';
import { saveOrderDraft } from '@/lib/order-draft.ts';
import { queryClient } from '@/lib/query-client.ts';
import { paths } from '../../paths.ts';

/** The worked example the calculator opens with: buying US$ 1,000, so the savings show before any typing. */
const EXAMPLE = { direction: 'venta', edited: 'receive', text: '1,000' } as const;

/**
 * The landing's live half (decision 181), loaded right after its text is on screen: today's rates and the
 * hours, and the calculator, on the board in force, kept live on an anonymous socket. The page has no shell:
 * the board is read through the app's query cache.
 */
export function LiveRates() {
  return (
    <QueryClientProvider client={queryClient}>
      <RatesAndHours />
    </QueryClientProvider>
  );
}

export function LiveCalculator() {
  const navigate = useNavigate();
  function start(next: ExchangeStart) {
    saveOrderDraft({ kind: 'divisas', ...next });
    void navigate(paths.login);
  }
  return (
    <QueryClientProvider client={queryClient}>
      <ExchangeCalculatorCard
        anonymous
        startLabel={t.start}
        hint={exchangeEs.startHint}
        initial={EXAMPLE}
        onStart={start}
      />
    </QueryClientProvider>
  );
}

function RatesAndHours() {
  const rates = useExchangeRates();
  if (!rates.data) return null;
  return (
    <>
      <TodayRates rates={rates.data} />
      <HoursAndTransferTimes />
    </>
  );
}

/** Whether Cambix processes operations now, its week, and how long a transfer takes from each bank. */
function HoursAndTransferTimes() {
  const headingId = useId();
  return (
    <section className="cx-home__hours" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.hours.heading}</h2>
      <ServiceHoursNote />
      <TransferTimesList />
    </section>
  );
}
