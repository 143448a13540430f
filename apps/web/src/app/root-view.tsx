import { lazy, Suspense, useEffect, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { LoadingOverlay } from '@/components/ui/loading-overlay.tsx';
import { expireSessionIfDue } from '@/features/auth';
import { useRouteAccess } from './guards/use-route-access.ts';
import { PageSlot } from './page-slot.tsx';
import { matchAppRoute, type Layout, type RouteMatch } from './routes.ts';
import { AuthShell } from './shells/auth-shell.tsx';
import type { ShellProps } from './shells/shell-props.ts';
import { FadeFrame } from './fade-frame.tsx';
import { useOutIn } from './use-out-in.ts';

// The MUI shells and their providers load on demand; the auth shell is in the entry (decision 002).
const AppProviders = lazy(() => import('./providers.tsx'));
const SHELLS: Record<Exclude<Layout, 'auth'>, LazyExoticComponent<ComponentType<ShellProps>>> = {
  customer: lazy(() => import('./shells/customer-shell.tsx')),
  validate: lazy(() => import('./shells/validate-shell.tsx')),
  free: lazy(() => import('./shells/free-shell.tsx')),
  staff: lazy(() => import('./shells/staff/staff-shell.tsx')),
  cards: lazy(() => import('./shells/cards-shell.tsx')),
  partner: lazy(() => import('./shells/partner-shell.tsx')),
};

/** The proof step of an order link shows on the link's own path, in the shell without side nav (decision 073). */
function proofStep({ route, params }: RouteMatch): RouteMatch {
  const lookup = route.orderLink;
  return {
    route: { ...route, layout: 'free', page: 'customerLinkProof', props: () => ({ lookup }) },
    params,
  };
}

/**
 * Picks the shell from the matched route's layout and shows the page in it, after the guards allow it,
 * with an out-in fade. A shell stays mounted while the person moves between pages of the same shell.
 */
export function RootView() {
  const location = useLocation();
  const match = useMemo(() => matchAppRoute(location.pathname), [location.pathname]);
  const decision = useRouteAccess(match, location.search);

  useEffect(() => {
    expireSessionIfDue();
  }, [location.pathname]);

  const allowed =
    decision.kind === 'render' || decision.kind === 'prove-link'
      ? { pathname: location.pathname, search: location.search }
      : null;
  const { shown, leaving, first } = useOutIn(allowed);
  const shownMatch = useMemo(() => (shown ? matchAppRoute(shown.pathname) : null), [shown]);
  const proving = decision.kind === 'prove-link' && shown?.pathname === location.pathname;

  let view = null;
  if (shown && shownMatch) {
    const viewMatch = proving ? proofStep(shownMatch) : shownMatch;
    const { route } = viewMatch;
    const layoutLeaving = leaving && match.route.layout !== route.layout;
    const page = (
      <FadeFrame
        leaving={leaving && !layoutLeaving}
        fadeIn={!first}
        key={proving ? `${shown.pathname}#proof` : shown.pathname}
      >
        <PageSlot match={viewMatch} search={shown.search} pathname={shown.pathname} />
      </FadeFrame>
    );
    const Shell = route.layout === 'auth' ? null : SHELLS[route.layout];
    view = (
      <FadeFrame leaving={layoutLeaving} fadeIn={!first} key={route.layout}>
        {Shell ? (
          <Suspense fallback={<LoadingOverlay />}>
            <AppProviders>
              <Shell route={route} pathname={shown.pathname}>
                {page}
              </Shell>
            </AppProviders>
          </Suspense>
        ) : (
          <AuthShell route={route} pathname={shown.pathname}>
            {page}
          </AuthShell>
        )}
      </FadeFrame>
    );
  }

  return (
    <>
      {view}
      {decision.kind === 'redirect' && <Navigate to={decision.to} replace />}
      {(decision.kind === 'wait' ||
        decision.kind === 'load-user-state' ||
        decision.kind === 'resolve-link') && <LoadingOverlay />}
    </>
  );
}
