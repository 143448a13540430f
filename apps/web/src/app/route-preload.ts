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
import { loadedPageData, loadPage, loadPageData, pageAsked } from './page-modules.ts';
import type { PageDataModule } from './pages/page-loader.ts';
import { matchAppRoute } from './routes.ts';
import { isLightLayout, loadShell } from './shell-modules.ts';

const ignore = () => undefined;

/**
 * Loads what `pathname` shows: its data calls' module, its page, the providers and its shell, in that order.
 * The data calls' module is a few small files that would queue behind the page's many; the shell brings MUI,
 * whose running holds a phone's main thread long enough that whatever is asked for after it leaves a good
 * while later. Given the user it is for, starts the page's data calls once their module is here (at once when
 * it already is), unless someone else is signed in by then. Resolves once the page is asked for and its data
 * calls' module is in (or failed to come).
 */
export function preloadPath(pathname: string, search = '', forUserId: number | null = null): Promise<void> {
  const { route } = matchAppRoute(pathname);
  const loadShellNow = () => {
    if (!isLightLayout(route.layout)) void loadShell(route.layout).catch(ignore);
  };
  if (!route.page) {
    loadShellNow();
    return Promise.resolve();
  }
  const page = route.page;
  const prefetch = (data: PageDataModule | null | undefined) => {
    if (forUserId !== null && useSessionStore.getState().user?.id === forUserId)
      data?.prefetch(new URLSearchParams(search));
  };
  const loaded = loadedPageData(page);
  if (loaded !== undefined) prefetch(loaded);
  const data = loaded !== undefined ? Promise.resolve() : loadPageData(page).then(prefetch, ignore);
  void loadPage(page).catch(ignore);
  const asked = Promise.all([data, pageAsked(page).catch(ignore)]).then(ignore);
  void asked.then(loadShellNow);
  return asked;
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

function preloadDestination(state: SessionState): Promise<void> {
  const { pathname, search } = window.location;
  const destination = destinationOf(state, pathname, search);
  // The guards keep the address's query on the page they render (only redirects drop it).
  return destination
    ? preloadPath(destination, destination === pathname ? search : '', state.user?.id ?? null)
    : Promise.resolve();
}

/**
 * At start: a session in this tab preloads its page with its data; a stored token preloads the code of the
 * address's page (a guarded one, or /externo/ordenes, which asks for a session itself) while the session is
 * restored. Then, each time a session is settled (a sign-in, a restore, another user), its page with its data.
 * Returns the way to stop, and when the first page is asked for (see preloadPath): the first render, which
 * brings the shell, waits for it.
 */
export function startRoutePreloading(): { stop: () => void; asked: Promise<void> } {
  const state = useSessionStore.getState();
  let asked = Promise.resolve();
  if (selectIsLoggedIn(state) && !state.loading) asked = preloadDestination(state);
  else if (readStoredToken()) asked = preloadPath(window.location.pathname);
  const stop = useSessionStore.subscribe((next, previous) => {
    if (!selectIsLoggedIn(next) || next.loading) return;
    if (next.user?.id !== previous.user?.id || previous.loading) void preloadDestination(next);
  });
  return { stop, asked };
}
