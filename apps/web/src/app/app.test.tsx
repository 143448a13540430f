import {
  type DashboardSummary,
  userEndpoints,
  identityEndpoints,
  staffAccountEndpoints,
  adminOrderEndpoints,
  adminUserEndpoints,
  notificationEndpoints,
} from '@cambix/contract';
import { fireEvent, render, screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FILTER_DELAY_MS } from '@/components/ui/debounced-text-filter.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../test/fixtures.ts';
import { setupApiServer } from '../../test/msw.ts';
import { adminOrderFixture, servePermissions } from '../../test/staff-order-fixtures.ts';
import { App } from './app.tsx';
import { mockEndpoint } from '../../test/mock-endpoint.ts';

const server = setupApiServer();

afterEach(() => logout());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
}

const noPersonalData = {
  date_birthday: null,
  gender: null,
  departamento: null,
  provincia: null,
  distrito: null,
  direccion: null,
  ocupacion: null,
  nacionalidad: 'PE',
  pepDetail: null,
};

// A page's first import in jsdom takes seconds on a busy machine.
const firstLoad = { timeout: 20_000 };

const noFees = { commissionOptions: ['4.50'], defaultCommission: '4.50' };

/** A Colaborador with every module on Inicio: the bell, the permissions and the summary answer. */
function serveStaffHome() {
  server.use(
    mockEndpoint(notificationEndpoints.list, () => ({
      items: [],
      unreadCount: 0,
      serverTime: '2026-11-21T15:00:00.000Z',
    })),
    mockEndpoint(
      adminOrderEndpoints.dashboard,
      () =>
        ({
          toAct: { customersToValidate: 0, paymentsPending: 0, payoutsPending: 0, observed: 0 },
          today: { orders: 0, sent: '0.00', commissions: '0.00' },
          month: { orders: 0, sent: '0.00', commissions: '0.00' },
          daily: [],
          latest: [],
        }) satisfies DashboardSummary,
    ),
  );
  startSession(sessionFor('Colaborador'));
  servePermissions(server);
}

/** The server's KYC step, and the wizard's resume data for a customer who has sent nothing yet. */
function serverState(state: number) {
  server.use(
    mockEndpoint(userEndpoints.state, () => [{ state }]),
    mockEndpoint(identityEndpoints.kycStatus, () => ({
      state,
      accountStatus: 'REGISTRADO',
      statusReason: null,
      isPep: false,
      documentType: 'DNI',
      personalData: noPersonalData,
      documents: [],
    })),
  );
}

describe('app: shells and guards together', () => {
  it('sends a new customer (step 1) from the customer area to the /validateUser shell', async () => {
    serverState(1);
    startSession(sessionFor('Cliente', { state: 1 }));
    renderAt('/userDashboard/perfil');
    expect(await screen.findByRole('heading', { name: 'Validación de identidad' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/validateUser');
    expect(screen.getAllByText('¡Hola, Ana!').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('shows a validated customer the customer shell; Salir asks first and then logs out to /login', async () => {
    serverState(0);
    startSession(sessionFor('Cliente', { state: 0 }));
    const user = userEvent.setup();
    renderAt('/userDashboard/ordenes');
    expect(await screen.findByRole('heading', { name: 'Historial de órdenes' })).toBeInTheDocument();
    expect(screen.getByText('¡Hola, Ana Quispe!')).toBeInTheDocument();
    for (const label of ['Crear', 'Historial', 'Bancos', 'Puntos', 'Perfil']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    // A signed-in page: titled with the brand, and search engines are asked not to list it.
    expect(document.title).toBe('Historial de órdenes | Cambix');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('dialog', { name: '¿Está seguro de cerrar sesión?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(localStorage.getItem('token')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await user.click(await screen.findByRole('button', { name: 'Sí' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.length).toBe(0);
    // The public sign-in page: the noindex line goes with the private page.
    await waitFor(() => expect(document.title).toBe('Iniciar sesión | Cambix'));
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('sends a customer whose step changed on the server to /validateUser when the shell mounts', async () => {
    serverState(2);
    startSession(sessionFor('Cliente', { state: 0 }));
    renderAt('/userDashboard');
    expect(await screen.findByRole('heading', { name: 'Validación de identidad' })).toBeInTheDocument();
  });

  it('takes a Usuario who opens a staff route to users-management, in the admin shell', async () => {
    server.use(mockEndpoint(staffAccountEndpoints.list, () => ({ items: [] })));
    startSession(sessionFor('Usuario'));
    renderAt('/dashboard/pagos');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/users-management');
    expect(screen.queryByRole('link', { name: 'Tarjetas' })).toBeNull();
    expect(screen.getByText('Rosa D.')).toBeInTheDocument();
  });

  it('shows an Administrador the sidebar with the active item and the Tarjetas link to a new tab', async () => {
    startSession(sessionFor('Administrador'));
    server.use(
      mockEndpoint(adminOrderEndpoints.get, () => adminOrderFixture({ id: 12 })),
      mockEndpoint(notificationEndpoints.list, () => ({
        items: [],
        unreadCount: 3,
        serverTime: '2026-11-21T15:00:00.000Z',
      })),
    );
    renderAt('/dashboard/pago/12');
    expect(await screen.findByRole('heading', { name: 'Orden KM4TQ8ZP' })).toBeInTheDocument();
    expect(document.title).toBe('KM4TQ8ZP · Revisión de pago | Cambix');
    expect(screen.getByRole('link', { name: 'Pagos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Clientes' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Tarjetas/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Carla R.')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
  });

  it('keeps the shell mounted between two of its pages; the page left is gone at once', async () => {
    serveStaffHome();
    server.use(mockEndpoint(adminOrderEndpoints.paymentsQueue, () => ({ items: [], total: 0 })));
    const user = userEvent.setup();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Inicio' }, firstLoad)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el menú' }), 'pag');
    await user.click(screen.getByRole('link', { name: 'Pagos' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/pagos'));
    // Gone in the commit that moved the address: nothing of it is left to take a click or run an effect.
    expect(screen.queryByRole('heading', { name: 'Inicio' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Pagos' }, firstLoad)).toBeInTheDocument();
    // The sidebar's search text survives: the staff shell was not mounted again.
    expect(screen.getByRole('searchbox', { name: 'Buscar en el menú' })).toHaveValue('pag');
  });

  it('drops a list search still being typed when the person leaves the list', async () => {
    serveStaffHome();
    const searched: string[] = [];
    server.use(
      mockEndpoint(adminUserEndpoints.listCustomers, ({ request }) => {
        searched.push(new URL(request.url).searchParams.get('q') ?? '');
        return { items: [], total: 0, page: 1, pageSize: 25, fees: noFees };
      }),
      mockEndpoint(adminOrderEndpoints.paymentsQueue, () => ({ items: [], total: 0 })),
    );
    renderAt('/dashboard/users');
    const search = await screen.findByRole('searchbox', { name: 'Buscar' }, firstLoad);
    // Typed, then the sidebar clicked before the search's pause is over.
    fireEvent.change(search, { target: { value: 'ana' } });
    fireEvent.click(screen.getByRole('link', { name: 'Pagos' }));
    expect(await screen.findByRole('heading', { name: 'Pagos' }, firstLoad)).toBeInTheDocument();
    // Past the search's pause: it would have written ?q=ana to the address and asked the server.
    await new Promise((resolve) => setTimeout(resolve, FILTER_DELAY_MS + 100));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/dashboard\/pagos$/);
    expect(searched).not.toContain('ana');
  });

  it('renders unknown paths on the Spanish not-found page with a link home', async () => {
    renderAt('/esto/no/existe');
    expect(await screen.findByRole('heading', { name: 'No encontramos esta página' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute('href', '/');
  });

  it('asks a visitor on /externo/ordenes to sign in', async () => {
    renderAt('/externo/ordenes');
    expect(
      await screen.findByRole('heading', { name: 'Inicia sesión para ver tus órdenes' }),
    ).toBeInTheDocument();
  });
});
