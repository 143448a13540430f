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
import { matchAppRoute } from './app/routes.ts';
import { isLightLayout } from './app/shell-modules.ts';
import { applyBrandVariables } from './app/theme/brand.ts';
import { startSessionLifecycle } from './features/auth';

applyBrandVariables(document.documentElement);
// The session's restore first: on HTTP/1.1 its one call would otherwise queue behind the page's scripts, and
// the page's data calls wait for it (decision 201). The page's code then loads beside it.
startSessionLifecycle();
const preloading = startRoutePreloading();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A light (auth shell) page is loaded before the first render, so it appears at once instead of after a
// fallback (React holds a revealed fallback for 300 ms); its chunk is preloaded by index.html for /login. A
// signed-in page's first render waits only until the page is asked for (route-preload.ts): the render brings
// the shell and MUI, whose running would otherwise hold the page's requests back.
let firstRoute = matchAppRoute(window.location.pathname).route;
if (firstRoute.redirectTo) firstRoute = matchAppRoute(firstRoute.redirectTo).route;
const firstPage =
  isLightLayout(firstRoute.layout) && firstRoute.page ? loadPage(firstRoute.page) : preloading.asked;

void firstPage
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
