import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { CambixLogo } from '@/components/brand/cambix-logo.tsx';
import { buttonClassName } from '@/components/ui/button.tsx';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { es } from '@/i18n/es.ts';
import { homeEs as t } from '@/i18n/home.ts';
import { paths } from '../../paths.ts';
import './home.css';

// The text paints first (the largest of it is the page's LCP, decision 181); what needs the board, the
// query cache and the socket follows in one chunk, and what needs MUI (charts, banks, contact) after load.
const live = () => import('./home-live.tsx');
const LiveRates = lazy(() => live().then((module) => ({ default: module.LiveRates })));
const LiveCalculator = lazy(() => live().then((module) => ({ default: module.LiveCalculator })));
const HomeDetails = lazy(() => import('./home-details.tsx'));

/** True once the page has loaded: the below-the-fold part's download then competes with nothing. */
function useAfterLoad(): boolean {
  const [loaded, setLoaded] = useState(() => document.readyState === 'complete');
  useEffect(() => {
    if (loaded) return;
    const done = () => setLoaded(true);
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, [loaded]);
  return loaded;
}

/**
 * "/" (decision 181): today's compra and venta side by side and the calculator both ways, live on an anonymous
 * socket; the hours; then the day's and the month's charts, the banks and how to reach us. Light like /login
 * (no MUI before load); a signed-in visitor never sees it (the route is guest-only).
 */
export default function HomePage() {
  const heroId = useId();
  const calculatorId = useId();
  const ctaId = useId();
  const afterLoad = useAfterLoad();
  return (
    <div className="cx-home">
      <header className="cx-home__header">
        <Link to={paths.root} className="cx-home__brand cx-focusable" aria-label={es.app.name}>
          <CambixLogo size={32} className="cx-home__logo" />
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
        <section className="cx-home__hero" aria-labelledby={heroId}>
          <div className="cx-home__lead">
            <h1 id={heroId}>{t.heading}</h1>
            <p className="cx-home__intro">{t.intro}</p>
            <ErrorBoundary resetKey="home-rates" fallback={null}>
              <Suspense fallback={<div className="cx-home__rates-placeholder" />}>
                <LiveRates />
              </Suspense>
            </ErrorBoundary>
          </div>
          <section className="cx-home__card" aria-labelledby={calculatorId}>
            <h2 id={calculatorId}>{t.calculatorHeading}</h2>
            <p className="cx-home__card-intro">{t.calculatorIntro}</p>
            <ErrorBoundary resetKey="home-calculator" fallback={null}>
              <Suspense fallback={<div className="cx-home__calculator-placeholder" />}>
                <LiveCalculator />
              </Suspense>
            </ErrorBoundary>
          </section>
        </section>
        {afterLoad && (
          <ErrorBoundary resetKey="home-details" fallback={null}>
            <Suspense fallback={<div className="cx-home__details-placeholder" />}>
              <HomeDetails />
            </Suspense>
          </ErrorBoundary>
        )}
        <section className="cx-home__cta" aria-labelledby={ctaId}>
          <h2 id={ctaId}>{t.cta.heading}</h2>
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
  );
}
