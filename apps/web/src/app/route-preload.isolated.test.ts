// In its own module graph: what is loaded stays loaded for the file, so no earlier file may have loaded it.
import {
  adminOrderEndpoints,
  exchangeEndpoints,
  orderEndpoints,
  partnerEndpoints,
  pointsEndpoints,
  profileEndpoints,
  type Endpoint,
} from '@cambix/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../test/mock-endpoint.ts';
import { setupApiServer } from '../../test/msw.ts';
import { pointsQueryOptions } from '@/features/points';
import { queryClient } from '@/lib/query-client.ts';
import { isPageLoaded, loadedPageData } from './page-modules.ts';
import { startRoutePreloading } from './route-preload.ts';
import { isShellLoaded } from './shell-modules.ts';

const server = setupApiServer();
const asked: string[] = [];
let stop = () => undefined as void;

// What is answered does not matter here, only that it was asked for; any other call fails the test.
const answered: Endpoint[] = [
  profileEndpoints.profile,
  pointsEndpoints.mine,
  orderEndpoints.list,
  orderEndpoints.limitAmount,
  adminOrderEndpoints.dashboard,
  adminOrderEndpoints.paymentsQueue,
  orderEndpoints.active,
  exchangeEndpoints.rates,
  exchangeEndpoints.rateLock,
  partnerEndpoints.choices,
  partnerEndpoints.orders,
];
const askedUrls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  askedUrls.push(new URL(request.url));
  asked.push(new URL(request.url).pathname);
});

beforeEach(() => {
  asked.length = 0;
  askedUrls.length = 0;
  server.use(...answered.map((endpoint) => mockEndpoint(endpoint, () => refuse('NOT_FOUND', 'No', 404))));
});

afterEach(() => {
  stop();
  logout();
});

const slowImport = { timeout: 20_000 };

describe('signed-in first load (decision 113)', () => {
  it('loads the page of the address, its shell and providers while a stored session is restored', async () => {
    window.history.replaceState(null, '', '/userDashboard');
    localStorage.setItem('token', 'stored-token');
    expect(isShellLoaded('customer')).toBe(false);
    expect(isPageLoaded('customerWelcome')).toBe(false);

    stop = startRoutePreloading().stop;

    await vi.waitFor(() => {
      expect(isShellLoaded('customer')).toBe(true);
      expect(isPageLoaded('customerWelcome')).toBe(true);
    }, slowImport);
    // Whose data it is comes with the session: nothing is asked for before it.
    expect(asked).toEqual([]);
  }, 60_000);

  it('asks a stored session’s data calls the moment it is restored, their module being in by then', async () => {
    window.history.replaceState(null, '', '/userDashboard');
    localStorage.setItem('token', 'stored-token');
    const preloading = startRoutePreloading();
    stop = preloading.stop;
    await preloading.asked;
    expect(loadedPageData('customerWelcome')).toBeTruthy();
    expect(queryClient.getQueryState(pointsQueryOptions().queryKey)).toBeUndefined();

    startSession(sessionFor('Cliente', { state: 0 }));

    // In the restore's own turn: no import to wait for, which a phone's main thread would hold back.
    expect(queryClient.getQueryState(pointsQueryOptions().queryKey)?.fetchStatus).toBe('fetching');
  }, 60_000);

  it('loads /externo/ordenes’ code, unguarded, while a stored session is restored', async () => {
    window.history.replaceState(null, '', '/externo/ordenes');
    localStorage.setItem('token', 'stored-token');
    expect(isShellLoaded('partner')).toBe(false);

    stop = startRoutePreloading().stop;

    await vi.waitFor(() => {
      expect(isShellLoaded('partner')).toBe(true);
      expect(isPageLoaded('partnerOrders')).toBe(true);
    }, slowImport);
    expect(asked).toEqual([]);
  });

  it('starts the customer home’s data calls as soon as the role is known on /login, before anything renders', async () => {
    window.history.replaceState(null, '', '/login');
    stop = startRoutePreloading().stop;

    startSession(sessionFor('Cliente', { state: 0 }));

    await vi.waitFor(() => {
      expect(asked).toEqual(
        expect.arrayContaining(['/api/user/profile', '/api/user/points', '/api/listOrders']),
      );
      expect(asked.some((path) => path.startsWith('/api/getLimitAmount/'))).toBe(true);
    }, slowImport);
  });

  it('loads the staff shell and starts Inicio’s data call when an Administrador signs in', async () => {
    window.history.replaceState(null, '', '/login');
    expect(isShellLoaded('staff')).toBe(false);
    stop = startRoutePreloading().stop;

    startSession(sessionFor('Administrador'));

    await vi.waitFor(() => {
      expect(isShellLoaded('staff')).toBe(true);
      expect(asked).toContain('/api/admin/dashboard');
    }, slowImport);
  });

  it('preloads nothing with data for a customer whose identity is not validated yet but their own step', async () => {
    window.history.replaceState(null, '', '/login');
    stop = startRoutePreloading().stop;

    startSession(sessionFor('Cliente', { state: 1 }));

    await vi.waitFor(() => expect(isPageLoaded('customerValidateUser')).toBe(true), slowImport);
    expect(asked).not.toContain('/api/user/profile');
  });

  it('starts Pagos’ data call when the stored session of an Administrador on /dashboard/pagos is restored', async () => {
    window.history.replaceState(null, '', '/dashboard/pagos');
    localStorage.setItem('token', 'stored-token');
    stop = startRoutePreloading().stop;
    expect(asked).toEqual([]);

    startSession(sessionFor('Administrador'));

    await vi.waitFor(() => expect(asked).toContain('/api/admin/orders/payments-queue'), slowImport);
  });

  it('starts nueva orden’s data calls: the open order, the rates, the rate lock and the month’s limit', async () => {
    window.history.replaceState(null, '', '/userDashboard/nueva-orden');
    stop = startRoutePreloading().stop;

    startSession(sessionFor('Cliente', { state: 0 }));

    await vi.waitFor(() => {
      expect(asked).toEqual(
        expect.arrayContaining(['/api/order/active', '/api/exchange/rates', '/api/exchange/rate-lock']),
      );
      expect(asked.some((path) => path.startsWith('/api/getLimitAmount/'))).toBe(true);
    }, slowImport);
  });

  it('asks a partner’s orders with the filters and page of the address', async () => {
    window.history.replaceState(null, '', '/externo/ordenes?estado=2&pagina=3');
    stop = startRoutePreloading().stop;

    startSession(sessionFor('Externo'));

    await vi.waitFor(() => {
      const orders = askedUrls.find((url) => url.pathname === '/api/partner/orders');
      expect(orders?.searchParams.get('status')).toBe('2');
      expect(orders?.searchParams.get('page')).toBe('3');
      expect(asked).toContain('/api/partner/partners');
    }, slowImport);
  });

  it('asks no partner data for staff on /externo/ordenes, who pick the partner first', async () => {
    window.history.replaceState(null, '', '/externo/ordenes');
    stop = startRoutePreloading().stop;

    startSession(sessionFor('Administrador'));

    await vi.waitFor(() => expect(isPageLoaded('partnerOrders')).toBe(true), slowImport);
    expect(asked.filter((path) => path.startsWith('/api/partner/'))).toEqual([]);
  });
});
