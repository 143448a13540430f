// In its own module graph: in the shared one, after some earlier files the staff socket never connects, so
// there would be no socket to see closed (cause not found yet; a fresh graph is what a real tab has).
import {
  adminOrderEndpoints,
  notificationEndpoints,
  orderEndpoints,
  pointsEndpoints,
  profileEndpoints,
  surveyEndpoints,
  userEndpoints,
  type DashboardSummary,
  type Profile,
} from '@cambix/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { fakeSockets } from '../../test/fake-socket.ts';
import { sessionFor } from '../../test/fixtures.ts';
import { mockEndpoint } from '../../test/mock-endpoint.ts';
import { setupApiServer } from '../../test/msw.ts';
import { LIMIT, orderFixture, POINTS } from '../../test/orders.ts';
import { servePermissions } from '../../test/staff-order-fixtures.ts';
import { App } from './app.tsx';
import { loadPage } from './page-modules.ts';

const server = setupApiServer();
afterEach(() => logout());

// A page's first import in jsdom takes long on a busy machine: loaded ahead, the pages render at once.
beforeAll(() => Promise.all([loadPage('customerWelcome'), loadPage('staff.home')]), 120_000);
const firstLoad = { timeout: 20_000 };

/** Every request the app sends from the moment `start` is called, as "METHOD /path". */
function requestsSent() {
  const sent: string[] = [];
  let recording = false;
  const record = ({ request }: { request: Request }) => {
    if (recording) sent.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  beforeEach(() => {
    sent.length = 0;
    recording = false;
    server.events.on('request:start', record);
  });
  afterEach(() => server.events.removeAllListeners());
  return {
    sent,
    start: () => {
      recording = true;
    },
  };
}

const PROFILE: Profile = {
  nombres: 'Ana Lucía',
  apellido_paterno: 'Quispe',
  apellido_materno: 'Mamani',
  tipo_documento: 'DNI',
  dni: '40000001',
  email: 'ana@cambix.test',
  celular: '987654321',
  accountStatus: 'ACTIVO',
  statusReason: null,
  state: 0,
  isPep: false,
  pepDetail: null,
  date_birthday: '1992-03-08',
  gender: 'F',
  departamento: '15',
  provincia: '1501',
  distrito: '150122',
  direccion: 'Av. José Pardo 540',
  ocupacion: 'Contadora',
  nacionalidad: 'PE',
  profileUpdatedAt: '2026-11-21T15:00:00.000Z',
};

const EMPTY_DASHBOARD: DashboardSummary = {
  toAct: { customersToValidate: 0, paymentsPending: 0, payoutsPending: 0, observed: 0 },
  today: { orders: 0, sent: '0.00', commissions: '0.00' },
  month: { orders: 0, sent: '0.00', commissions: '0.00' },
  daily: [],
  latest: [],
};

/**
 * What a customer's home and shell ask for: the KYC step, profile, limit, points, orders and the survey, which
 * the customer answered in another tab.
 */
function serveCustomerHome() {
  server.use(
    mockEndpoint(userEndpoints.state, () => [{ state: 0 }]),
    mockEndpoint(profileEndpoints.profile, () => PROFILE),
    mockEndpoint(orderEndpoints.limitAmount, () => LIMIT),
    mockEndpoint(pointsEndpoints.mine, () => POINTS),
    mockEndpoint(orderEndpoints.list, () => ({ items: [orderFixture()], total: 1, page: 1, size: 4 })),
    mockEndpoint(surveyEndpoints.get, () => ({
      id: 1,
      title: '¿Cómo nos conociste?',
      questions: [],
      // Answered in another tab: the prompt closes itself (its screen's code is loaded by then).
      answered: true,
    })),
  );
}

function serveStaffHome() {
  server.use(
    mockEndpoint(notificationEndpoints.list, () => ({
      items: [],
      unreadCount: 0,
      serverTime: '2026-11-21T15:00:00.000Z',
    })),
    mockEndpoint(adminOrderEndpoints.dashboard, () => EMPTY_DASHBOARD),
  );
  servePermissions(server);
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );

/** Lets whatever the app would still send after the last render go out (a request starts in a task). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('after "Cerrar sesión" nothing goes out with the old token (issue 18, item 7)', () => {
  const requests = requestsSent();

  it('a customer on the home: only the server logout, and the socket is closed', async () => {
    serveCustomerHome();
    startSession(sessionFor('Cliente', { encuesta_respondida: false }));
    const user = userEvent.setup();
    renderAt('/userDashboard');
    expect(
      await screen.findByRole('link', { name: new RegExp(`^Ver orden ${orderFixture().code} `) }, firstLoad),
    ).toBeVisible();
    await waitFor(() => expect(useSessionStore.getState().encuesta_respondida).toBe(true), firstLoad);

    await user.click(screen.getByRole('button', { name: 'Salir' }));
    const yes = await screen.findByRole('button', { name: 'Sí' });
    requests.start();
    await user.click(yes);
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' }, firstLoad)).toBeInTheDocument();
    await settle();

    expect(requests.sent).toEqual(['POST /api/auth/logout']);
    expect(fakeSockets.filter((socket) => socket.active)).toEqual([]);
  });

  it('staff on Inicio: only the server logout, and the socket is closed', async () => {
    serveStaffHome();
    startSession(sessionFor('Administrador'));
    const user = userEvent.setup();
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Inicio' }, firstLoad)).toBeInTheDocument();
    // The socket's code loads after the page's: on a busy machine that takes longer than waitFor's second.
    await waitFor(() => expect(fakeSockets.some((socket) => socket.active)).toBe(true), firstLoad);

    requests.start();
    const [signOut] = screen.getAllByRole('button', { name: 'Cerrar sesión' });
    if (!signOut) throw new Error('no Cerrar sesión button');
    await user.click(signOut);
    const yes = screen.queryByRole('button', { name: 'Sí' });
    if (yes) await user.click(yes);
    expect(await screen.findByRole('heading', { name: 'Inicia sesión' }, firstLoad)).toBeInTheDocument();
    await settle();

    expect(requests.sent).toEqual(['POST /api/auth/logout']);
    expect(fakeSockets.filter((socket) => socket.active)).toEqual([]);
  });
});
