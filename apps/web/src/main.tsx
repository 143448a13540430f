import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import './components/ui/base.css';
// The light components' styles travel with the entry (CSS is small and not render-blocking JS), so a
// lazy auth page never waits for a stylesheet of its own.
import './components/ui/field.css';
import './components/ui/alert.css';
import './components/ui/form-card.css';
import './components/ui/checklist.css';
import './components/ui/stepper.css';
import { App } from './app/app.tsx';
import { startRoleChunkCaching } from './app/offline/role-chunks.ts';
import { loadPage } from './app/page-modules.ts';
import { startRoutePreloading } from './app/route-preload.ts';
import { matchAppRoute, type AppRoute } from './app/routes.ts';
import { isLightLayout, loadShell } from './app/shell-modules.ts';
import { applyBrandVariables } from './app/theme/brand.ts';
import { startSessionLifecycle } from './features/auth';
import { readStoredToken } from './lib/storage-keys.ts';

applyBrandVariables(document.documentElement);
// The session's restore first: on HTTP/1.1 its one call would otherwise queue behind the page's scripts, and
// the page's data calls wait for it (decision 201). The page's code then loads beside it.
startSessionLifecycle();
const preloading = startRoutePreloading();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render waits for what the address's page needs, so it shows the page in one pass instead of a
// fallback per module (React holds each reveal after a fallback for 300 ms: on a phone, three in a row cost
// a second). A light (auth shell) page: its chunk, preloaded by index.html for /login. A signed-in page (a
// token is stored): its page, providers and shell, which route-preload.ts asks for, the page first.
let firstRoute = matchAppRoute(window.location.pathname).route;
if (firstRoute.redirectTo) firstRoute = matchAppRoute(firstRoute.redirectTo).route;
function firstPageReady({ page, layout }: AppRoute): Promise<unknown> {
  if (isLightLayout(layout)) return page ? loadPage(page) : Promise.resolve();
  if (!readStoredToken()) return Promise.resolve();
  return preloading.asked.then(() => Promise.all([page && loadPage(page), loadShell(layout)]));
}

void firstPageReady(firstRoute)
  .catch(() => undefined)
  .then(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );

// The service worker (docs/rules/api-and-errors.md#service-worker) is registered after load, in production
// builds only; a failure is logged (docs/rules/api-and-errors.md#errors-a-person-sees). After sign-in, the
// files of the person's area go into its chunk cache (decision 199).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register(`${import.meta.env.BASE_URL}sw.js`, { scope: import.meta.env.BASE_URL })
      .catch((error: unknown) => console.error('No se pudo registrar el service worker.', error));
  });
  startRoleChunkCaching();
}
