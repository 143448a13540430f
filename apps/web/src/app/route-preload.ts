// A signed-in page's code and data asked for together instead of one lazy wave after another (decisions 113,
// 201): the page's module graph, its data calls' module, the providers and the shell as soon as the page is
// known (from the address when a session is stored, or the landing page once the role is), and the page's
// data calls once the session is, without waiting for the page's code.
import {
  selectIsLoggedIn,
  selectRole,
  selectSessionLink,
  useSessionStore,
  type SessionState,
} from '@/features/auth';
import { readStoredToken } from '@/lib/storage-keys.ts';
import { decideAccess } from './guards/decide-access.ts';
import { loadPage, loadPageData } from './page-modules.ts';
import { matchAppRoute } from './routes.ts';
import { isLightLayout, loadShell } from './shell-modules.ts';

const ignore = () => undefined;

/**
 * Loads what `pathname` shows: its page, its data calls' module, the providers and its shell, the page first
 * (its module graph is the longest wait). Given the user it is for, also starts the page's data calls once
 * their module is here, unless someone else is signed in by then.
 */
export function preloadPath(pathname: string, search = '', forUserId: number | null = null): void {
  const { route } = matchAppRoute(pathname);
  if (route.page) {
    void loadPage(route.page).catch(ignore);
    void loadPageData(route.page).then((data) => {
      if (forUserId !== null && useSessionStore.getState().user?.id === forUserId)
        data?.prefetch(new URLSearchParams(search));
    }, ignore);
  }
  if (!isLightLayout(route.layout)) void loadShell(route.layout).catch(ignore);
}

/**
 * The page the guards will show a signed-in session that is on `pathname`, following their redirects (a
 * sign-in page sends it on to `?next=` or its landing page); null while they would wait for something.
 */
export function destinationOf(state: SessionState, pathname: string, search: string): string | null {
  const session = {
    isLoggedIn: selectIsLoggedIn(state),
    role: selectRole(state),
    userState: state.userState,
    loading: state.loading,
    dni: state.user?.dni ?? null,
    link: selectSessionLink(state),
    returnTo: null,
  };
  let target = new URL(pathname + search, window.location.origin);
  for (let hop = 0; hop < 4; hop++) {
    const { route, params } = matchAppRoute(target.pathname);
    const decision = decideAccess(route, session, params, target.search);
    if (decision.kind === 'render') return target.pathname;
    if (decision.kind !== 'redirect') return null;
    target = new URL(decision.to, window.location.origin);
  }
  return null;
}

function preloadDestination(state: SessionState): void {
  const { pathname, search } = window.location;
  const destination = destinationOf(state, pathname, search);
  // The guards keep the address's query on the page they render (only redirects drop it).
  if (destination) preloadPath(destination, destination === pathname ? search : '', state.user?.id ?? null);
}

/**
 * At start: a session in this tab preloads its page with its data; a stored token preloads the code of the
 * address's page (a guarded one, or /externo/ordenes, which asks for a session itself) while the session is
 * restored. Then, each time a session is settled (a sign-in, a restore, another user), its page with its data.
 * Returns the way to stop.
 */
export function startRoutePreloading(): () => void {
  const state = useSessionStore.getState();
  if (selectIsLoggedIn(state) && !state.loading) preloadDestination(state);
  else if (readStoredToken()) preloadPath(window.location.pathname);
  return useSessionStore.subscribe((next, previous) => {
    if (!selectIsLoggedIn(next) || next.loading) return;
    if (next.user?.id !== previous.user?.id || previous.loading) preloadDestination(next);
  });
}
