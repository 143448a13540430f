import type { ExchangeRates } from '@cambix/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import {
  ExchangeCalculatorCard,
  TodayRates,
  useExchangeRates,
  type ExchangeStart,
} from '@/features/exchange';
import { es } from '@/i18n/es.ts';
import { exchangeEs } from '@/i18n/exchange.ts';
import { homeEs as t } from '@/i18n/home.ts';
import { saveOrderDraft } from '@/lib/order-draft.ts';
import { queryClient } from '@/lib/query-client.ts';
import { paths } from '../../paths.ts';
import './home.css';

// Charts, banks and contact are below the fold and need MUI: they load after the page is on screen.
const HomeDetails = lazy(() => import('./home-details.tsx'));

/** The worked example the calculator opens with: buying US$ 1,000, so the savings show before any typing. */
const EXAMPLE = { direction: 'venta', edited: 'receive', text: '1,000' } as const;

/**
 * "/" (decision 181): today's compra and venta side by side and the calculator both ways, live on an anonymous
 * socket; the hours; then, loaded after, the day's and the month's charts, the banks and how to reach us.
 * Light like /login (no MUI above the fold); a signed-in visitor never sees it (the route is guest-only).
 */
export default function HomePage() {
  return (
    // The page has no shell: the board is read through the app's query cache.
    <QueryClientProvider client={queryClient}>
      <div className="cx-home">
        <header className="cx-home__header">
          <Link to={paths.root} className="cx-home__brand cx-focusable" aria-label={es.app.name}>
            <CambixLogo size={32} />
          </Link>
          <nav aria-label={t.nav} className="cx-home__nav">
            <Link to={paths.login} className={buttonClassName('text')}>
              {t.signIn}
            </Link>
            <Link to={paths.register} className={buttonClassName('primary')}>
              {t.register}
            </Link>
          </nav>
        </header>
        <main className="cx-home__main">
          <HomeHero />
          <ErrorBoundary resetKey="home" fallback={null}>
            <Suspense fallback={<div className="cx-home__details-placeholder" />}>
              <HomeDetails />
            </Suspense>
          </ErrorBoundary>
          <section className="cx-home__cta" aria-labelledby="cx-home-cta">
            <h2 id="cx-home-cta">{t.cta.heading}</h2>
            <p>{t.cta.body}</p>
            <div className="cx-home__cta-actions">
              <Link to={paths.register} className={buttonClassName('primary')}>
                {t.register}
              </Link>
              <Link to={paths.login} className={buttonClassName('outline')}>
                {t.signIn}
              </Link>
            </div>
          </section>
        </main>
        <footer className="cx-home__footer">
          <nav aria-label={t.footer.links} className="cx-home__footer-links">
            <Link className="cx-link" to={paths.createOrder}>
              {t.footer.saldo}
            </Link>
            <Link className="cx-link" to={paths.terms}>
              {t.footer.terms}
            </Link>
            <Link className="cx-link" to={paths.privacy}>
              {t.footer.privacy}
            </Link>
          </nav>
        </footer>
      </div>
    </QueryClientProvider>
  );
}

function HomeHero() {
  const navigate = useNavigate();
  const rates = useExchangeRates();
  const headingId = useId();
  const calculatorId = useId();

  function start(next: ExchangeStart) {
    saveOrderDraft({ kind: 'divisas', ...next });
    void navigate(paths.login);
  }

  return (
    <section className="cx-home__hero" aria-labelledby={headingId}>
      <div className="cx-home__lead">
        <h1 id={headingId}>{t.heading}</h1>
        <p className="cx-home__intro">{t.intro}</p>
        {rates.data && <TodayRates rates={rates.data} />}
        {rates.data && <HoursAndTransferTimesSlot rates={rates.data} />}
      </div>
      <section className="cx-home__card" aria-labelledby={calculatorId}>
        <h2 id={calculatorId}>{t.calculatorHeading}</h2>
        <p className="cx-home__card-intro">{t.calculatorIntro}</p>
        <ExchangeCalculatorCard
          anonymous
          startLabel={t.start}
          hint={exchangeEs.startHint}
          initialValue={EXAMPLE}
          onStart={start}
        />
      </section>
    </section>
  );
}

/**
 * LEAD: the slot for the opening hours and each bank's transfer time (another helper's settings and web
 * components). Until they are wired, it says whether dollars are taken now and the hours, from the board.
 */
function HoursAndTransferTimesSlot({ rates }: { rates: ExchangeRates }) {
  const headingId = useId();
  if (!rates.enabled) return null;
  return (
    <section className="cx-home__hours" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.hours.heading}</h2>
      <p>
        <span className={`cx-home__status cx-home__status--${rates.open ? 'open' : 'closed'}`}>
          {rates.open ? t.hours.openNow : t.hours.closedNow}
        </span>{' '}
        {t.hours.hours(rates.hoursText)}
      </p>
    </section>
  );
}
