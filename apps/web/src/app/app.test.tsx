import {
  type DashboardSummary,
  userEndpoints,
  identityEndpoints,
  staffAccountEndpoints,
  adminOrderEndpoints,
  notificationEndpoints,
} from '@cambix/contract';
import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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
  pepDetail: null,
};

/** The server's KYC step, and the wizard's resume data for a customer who has sent nothing yet. */
function serverState(state: number) {
  server.use(
    mockEndpoint(userEndpoints.state, () => [{ state }]),
    mockEndpoint(identityEndpoints.kycStatus, () => ({
      state,
      accountStatus: 'REGISTRADO',
      statusReason: null,
      isPep: false,
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

    await user.click(screen.getByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('dialog', { name: 'Esta seguro de cerrar sessión?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No' }));
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
    expect(localStorage.getItem('token')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Salir' }));
    await user.click(await screen.findByRole('button', { name: 'Si' }));
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(localStorage.length).toBe(0);
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
    expect(document.title).toBe('KM4TQ8ZP · Revisión de pago');
    expect(screen.getByRole('link', { name: 'Pagos' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Clientes' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: /Tarjetas/ })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Carla R.')).toBeInTheDocument();
    expect(screen.getByText('Administrador')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notificaciones, 3 sin leer' })).toBeInTheDocument();
  });

  it('keeps the shell mounted between two of its pages, fading the page out and the next one in', async () => {
    // The bell loads as soon as a staff session starts.
    server.use(
      mockEndpoint(notificationEndpoints.list, () => ({
        items: [],
        unreadCount: 0,
        serverTime: '2026-11-21T15:00:00.000Z',
      })),
    );
    startSession(sessionFor('Colaborador'));
    servePermissions(server);
    server.use(
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
      mockEndpoint(adminOrderEndpoints.paymentsQueue, () => ({ items: [], total: 0 })),
    );
    const user = userEvent.setup();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar en el menú' }), 'pag');
    const oldPage = screen.getByRole('heading', { name: 'Inicio' }).closest('.cx-view');
    await user.click(screen.getByRole('link', { name: 'Pagos' }));
    expect(oldPage).toHaveAttribute('data-leaving', 'true');
    expect(await screen.findByRole('heading', { name: 'Pagos' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pagos' }).closest('.cx-view')).toHaveAttribute(
      'data-enter',
      'fade',
    );
    // The sidebar's search text survives: the staff shell was not mounted again.
    expect(screen.getByRole('searchbox', { name: 'Buscar en el menú' })).toHaveValue('pag');
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
