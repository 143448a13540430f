import { Suspense, useEffect, useMemo, useState, ViewTransition } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ErrorBoundary } from '@/components/ui/error-boundary.tsx';
import { LoadingOverlay } from '@/components/ui/loading-overlay.tsx';
import { expireSessionIfDue, selectIsLoggedIn, useSessionStore } from '@/features/auth';
import { useRouteAccess } from './guards/use-route-access.ts';
import { PageFailed } from './page-failed.tsx';
import { PageSlot } from './page-slot.tsx';
import { matchAppRoute, type RouteMatch } from './routes.ts';
import { appProviders, isLightLayout, SHELLS } from './shell-modules.ts';
import { AuthShell } from './shells/auth-shell.tsx';

// The shells and their providers are the ones shell-modules.ts loads ahead: loaded, they render at once
// instead of suspending (a lazy wrapper of their own would suspend once more, and React holds each reveal
// after a fallback for 300 ms).
const AppProviders = appProviders.Component;

/** The proof step of an order link shows on the link's own path, in the shell without side nav (decision 073). */
function proofStep({ route, params }: RouteMatch): RouteMatch {
  const lookup = route.orderLink;
  return {
    route: { ...route, layout: 'free', page: 'customerLinkProof', props: () => ({ lookup }) },
    params,
  };
}

/** A link that no longer opens says why on its own path, in the shell without side nav (decision 097). */
function deadLink({ route, params }: RouteMatch, reason: string): RouteMatch {
  const lookup = route.orderLink;
  return {
    route: { ...route, layout: 'free', page: 'customerDeadLink', props: () => ({ lookup, reason }) },
    params,
  };
}

interface ShownPage {
  match: RouteMatch;
  pathname: string;
}

/**
 * Picks the shell from the matched route's layout and shows the page in it once the guards allow it. A
 * shell stays mounted while the person moves between pages of the same shell, and while the guards decide
 * on the next page (with no page in it). A page leaves at once; the cross-fade is a view transition, a
 * picture of the old page, so the old page takes no input and runs no effects (decision 086).
 */
export function RootView() {
  const location = useLocation();
  const match = useMemo(() => matchAppRoute(location.pathname), [location.pathname]);
  const decision = useRouteAccess(match, location.pathname, location.search);
  const { kind } = decision;
  const deadReason = decision.kind === 'dead-link' ? decision.reason : null;

  useEffect(() => {
    expireSessionIfDue();
  }, [location.pathname]);

  const page = useMemo<ShownPage | null>(() => {
    if (kind === 'render') return { match, pathname: location.pathname };
    if (kind === 'prove-link') return { match: proofStep(match), pathname: location.pathname };
    if (deadReason) return { match: deadLink(match, deadReason), pathname: location.pathname };
    return null;
  }, [kind, deadReason, match, location.pathname]);
  const [shellPage, setShellPage] = useState(page);
  if (page && page !== shellPage) setShellPage(page);
  // A shell that needs a session leaves with it: nothing in it may ask the server for anything afterwards.
  const isLoggedIn = useSessionStore(selectIsLoggedIn);
  const shown = page ?? (shellPage && (isLoggedIn || !shellPage.match.route.auth) ? shellPage : null);

  let view = null;
  if (shown) {
    const { route } = shown.match;
    const pageView = page && (
      <ViewTransition
        key={kind === 'prove-link' || deadReason ? `${page.pathname}#${kind}` : page.pathname}
        default="none"
        enter="auto"
        exit="auto"
      >
        <PageSlot match={page.match} search={location.search} pathname={page.pathname} />
      </ViewTransition>
    );
    const Shell = isLightLayout(route.layout) ? null : SHELLS[route.layout].Component;
    view = (
      <ViewTransition key={route.layout} default="none" enter="auto" exit="auto">
        {route.layout === 'bare' ? (
          pageView
        ) : Shell ? (
          // A shell that cannot load (offline, its code not on this device) says so instead of a blank page.
          <ErrorBoundary resetKey={shown.pathname} fallback={<PageFailed />}>
            <Suspense fallback={<LoadingOverlay />}>
              <AppProviders>
                <Shell route={route} pathname={shown.pathname}>
                  {pageView}
                </Shell>
              </AppProviders>
            </Suspense>
          </ErrorBoundary>
        ) : (
          <AuthShell route={route} pathname={shown.pathname}>
            {pageView}
          </AuthShell>
        )}
      </ViewTransition>
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
