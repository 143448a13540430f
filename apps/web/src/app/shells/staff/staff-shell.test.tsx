import { STAFF_MODULES, type StaffModule, notificationEndpoints, adminUserEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { delay } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { servePermissions } from '../../../../test/staff-order-fixtures.ts';
import CardsShell from '../cards-shell.tsx';
import { matchAppRoute } from '../../routes.ts';
import { STAFF_SCREEN_PARTS } from '../../screens/staff-screen-parts.ts';
import { screenEntries, STAFF_SCREENS } from '../../screens/staff-screens.ts';
import { SIDEBAR_SECTIONS } from './sidebar-menu.ts';
import StaffShell from './staff-shell.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function ShellAt() {
  const { pathname } = useLocation();
  const { route } = matchAppRoute(pathname);
  const Shell = route.layout === 'cards' ? CardsShell : StaffShell;
  return (
    <Shell route={route} pathname={pathname}>
      <p>Contenido de la página</p>
    </Shell>
  );
}

// The bell asks as soon as a staff session starts, before anything renders.
beforeEach(() => {
  server.use(
    mockEndpoint(notificationEndpoints.list, () => ({
      items: [],
      unreadCount: 0,
      serverTime: '2026-11-21T15:00:00.000Z',
    })),
  );
});

function renderShell(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="*" element={<ShellAt />} />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

const sidebarLinks = () =>
  within(screen.getByRole('navigation', { name: 'Menú principal' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

const asColaborador = (...modules: StaffModule[]) => {
  startSession(sessionFor('Colaborador'));
  servePermissions(server, modules);
};

describe('the staff shell follows module permissions (issue 7)', () => {
  it('shows a Colaborador only the sidebar items of the modules they may view', async () => {
    asColaborador('pagos', 'flujo');
    renderShell('/dashboard/pagos');
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Pagos', 'Pagos por referencia', 'Movimientos', 'Comprobantes']);
    // Tarjetas is ordenes: no button to a board they may not open.
    expect(screen.queryByRole('link', { name: /Tarjetas/ })).toBeNull();
  });

  it('shows an Administrador every item, Usuarios included, without asking for permissions', async () => {
    startSession(sessionFor('Administrador'));
    renderShell('/dashboard/ajustes');
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
    expect(sidebarLinks()).toEqual([
      'Inicio',
      'Clientes',
      'Pagos',
      'Pagos por referencia',
      'Devoluciones',
      'Órdenes',
      'Datos personales',
      'Incidentes de seguridad',
      'Balance',
      'Movimientos',
      'Órdenes Externas',
      'Comprobantes',
      'Cupones',
      'Referidos',
      'Registro de operaciones',
      'Listas',
      'Alertas',
      'Casos',
      'Riesgo',
      'Ajustes',
      'Tipo de cambio',
      'Usuarios',
    ]);
  });

  it('links an Administrador to every shown screen the features declare, with its label (decision 140)', async () => {
    startSession(sessionFor('Administrador'));
    renderShell('/dashboard/ajustes');
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
    const sectionOrder = SIDEBAR_SECTIONS.filter((section) => section.id !== 'otros').map(({ id }) => id);
    const declared = screenEntries(STAFF_SCREEN_PARTS)
      .flatMap(([id, { sidebar }]) =>
        sidebar && !sidebar.hidden && sectionOrder.includes(sidebar.section) ? [{ id, ...sidebar }] : [],
      )
      .sort(
        (one, other) =>
          sectionOrder.indexOf(one.section) - sectionOrder.indexOf(other.section) ||
          one.position - other.position,
      );
    const links = within(screen.getByRole('navigation', { name: 'Menú principal' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      declared.map(({ id, label }) => [label, STAFF_SCREENS[id].path]),
    );
  });

  it('shows a Usuario just Usuarios, without asking for module permissions', async () => {
    startSession(sessionFor('Usuario'));
    renderShell('/dashboard/users-management');
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Usuarios']);
  });

  it('shows a "no access" panel instead of a page whose module is closed, with a way out', async () => {
    asColaborador('pagos');
    renderShell('/dashboard/devoluciones');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Contenido de la página')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ir a mi inicio' })).toHaveAttribute('href', '/dashboard/pagos');
  });

  it('opens the order detail with pagos alone, as the server does', async () => {
    asColaborador('pagos');
    renderShell('/dashboard/orden/12');
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
  });

  it('shows a spinner, never the page, while the permissions load', async () => {
    startSession(sessionFor('Colaborador'));
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, async () => {
        await delay(150);
        return { role: 'Colaborador', modules: [{ module: 'pagos', canView: false, canEdit: false }] };
      }),
    );
    renderShell('/dashboard/pagos');
    expect(await screen.findByText('Cargando tus permisos…')).toBeInTheDocument();
    expect(screen.queryByText('Contenido de la página')).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Contenido de la página')).toBeNull();
  });

  it('takes a Colaborador without Inicio from /dashboard to the first item they may see', async () => {
    asColaborador('devoluciones', 'promociones');
    renderShell('/dashboard');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/devoluciones'));
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
  });

  it('tells a Colaborador without any module that none is assigned yet', async () => {
    asColaborador();
    renderShell('/dashboard');
    expect(
      await screen.findByRole('heading', { name: 'Tu cuenta aún no tiene módulos asignados' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/dashboard');
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
  });

  it('keeps Inicio for a Colaborador with ordenes', async () => {
    asColaborador(...STAFF_MODULES.filter((module) => module === 'ordenes'));
    renderShell('/dashboard');
    expect(await screen.findByText('Contenido de la página')).toBeInTheDocument();
    expect(sidebarLinks()).toEqual(['Inicio', 'Órdenes', 'Comprobantes']);
    expect(screen.getByRole('link', { name: /Tarjetas/ })).toHaveAttribute('href', '/dashboard/cards');
  });

  it('gates Tarjetas (cards shell) by ordenes too', async () => {
    asColaborador('pagos');
    renderShell('/dashboard/cards');
    expect(
      await screen.findByRole('heading', { name: 'No tienes acceso a esta sección' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Contenido de la página')).toBeNull();
  });
});
