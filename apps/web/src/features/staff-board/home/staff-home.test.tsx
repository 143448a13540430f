import { type DashboardSummary, adminOrderEndpoints } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { orderRow, servePermissions } from '../../../../test/staff-order-fixtures.ts';
import { StaffHome } from './staff-home.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const daily = Array.from({ length: 14 }, (_, index) => ({
  date: `2026-11-${String(8 + index).padStart(2, '0')}`,
  orders: index,
  sent: index === 13 ? '2500.00' : `${index * 100}.00`,
  commissions: '0.00',
}));

const summary: DashboardSummary = {
  toAct: { customersToValidate: 4, paymentsPending: 7, payoutsPending: 2, observed: 1 },
  today: { orders: 3, sent: '2500.00', commissions: '112.50' },
  month: { orders: 41, sent: '38250.75', commissions: '1720.10' },
  daily,
  latest: [orderRow(1), orderRow(2, { status: 3 })],
};

const links = {
  customersToValidate: '/dashboard/users?status=POR_VALIDAR',
  paymentsPending: '/dashboard/pagos',
  payoutsPending: '/dashboard/devoluciones?filtro=toPay',
  observed: '/dashboard/devoluciones?filtro=observed',
  orders: '/dashboard/ordenes-admin',
  order: (id: number) => `/dashboard/orden/${id}`,
};

beforeEach(() => {
  startSession(sessionFor('Colaborador'));
  server.use(mockEndpoint(adminOrderEndpoints.dashboard, () => summary));
});
afterEach(() => logout());

describe('Inicio', () => {
  it('shows the counts to act on, each linking to its screen', async () => {
    servePermissions(server);
    renderWithProviders(<StaffHome title="Inicio" links={links} />);
    const toAct = await screen.findByRole('region', { name: 'Por atender' });
    const card = (name: RegExp) => within(toAct).getByRole('link', { name });
    expect(await within(toAct).findByRole('link', { name: /Clientes por validar\s*4/ })).toHaveAttribute(
      'href',
      '/dashboard/users?status=POR_VALIDAR',
    );
    expect(card(/Pagos por confirmar\s*7/)).toHaveAttribute('href', '/dashboard/pagos');
    expect(card(/Devoluciones por pagar\s*2/)).toHaveAttribute(
      'href',
      '/dashboard/devoluciones?filtro=toPay',
    );
    expect(card(/Órdenes observadas\s*1/)).toHaveAttribute('href', '/dashboard/devoluciones?filtro=observed');
  });

  it('shows today, the month, 14 bars and the latest orders', async () => {
    const user = userEvent.setup();
    servePermissions(server);
    renderWithProviders(<StaffHome title="Inicio" links={links} />);
    const today = await screen.findByRole('region', { name: 'Hoy' });
    expect(within(today).getByText('3')).toBeInTheDocument();
    expect(within(today).getByText(/S\/\s2,500.00/)).toBeInTheDocument();
    expect(within(today).getByText(/S\/\s112.50/)).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'Este mes' });
    expect(within(month).getByText(/S\/\s38,250.75/)).toBeInTheDocument();
    expect(within(month).getByText(/S\/\s1,720.10/)).toBeInTheDocument();

    const chart = screen.getByRole('region', { name: 'Monto operado en los últimos 14 días' });
    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(14);
    expect(bars.at(-1)).toHaveAccessibleName(/^21\/11: S\/\s2,500.00 en 13 órdenes$/);
    expect(bars[0]).toHaveAccessibleName(/^08\/11: S\/\s0.00 en 0 órdenes$/);
    // A value axis in soles up to just above the largest day.
    expect(within(chart).getByText('S/ 0')).toBeInTheDocument();
    expect(within(chart).getByText('S/ 3,000')).toBeInTheDocument();
    // The keyboard reaches each day and reads its figure, as the pointer does.
    await user.tab();
    while (!bars.includes(document.activeElement as HTMLElement)) await user.tab();
    expect(document.activeElement).toBe(bars[0]);
    expect(
      within(chart).getByText(/^08\/11: S\/\s0.00 en 0 órdenes$/, { ignore: 'title' }),
    ).toBeInTheDocument();
    await user.hover(bars.at(-1)!);
    expect(
      within(chart).getByText(/^21\/11: S\/\s2,500.00 en 13 órdenes$/, { ignore: 'title' }),
    ).toBeInTheDocument();

    const latest = screen.getByRole('region', { name: 'Últimas órdenes' });
    expect(within(latest).getByRole('link', { name: 'ORD00002' })).toHaveAttribute(
      'href',
      '/dashboard/orden/2',
    );
    expect(within(latest).getByRole('link', { name: 'Ver todas las órdenes' })).toBeInTheDocument();
  });

  it('says there were no orders instead of an empty chart', async () => {
    server.use(
      mockEndpoint(adminOrderEndpoints.dashboard, () => ({
        ...summary,
        daily: daily.map((day) => ({ ...day, orders: 0, sent: '0.00' })),
      })),
    );
    servePermissions(server);
    renderWithProviders(<StaffHome title="Inicio" links={links} />);
    const chart = await screen.findByRole('region', { name: 'Monto operado en los últimos 14 días' });
    expect(within(chart).getByText('Aún no hay órdenes en los últimos 14 días.')).toBeInTheDocument();
    expect(within(chart).queryAllByRole('img')).toHaveLength(0);
  });

  it('hides the cards of modules the staff member lacks', async () => {
    servePermissions(server, ['pagos']);
    renderWithProviders(<StaffHome title="Inicio" links={links} />);
    const toAct = await screen.findByRole('region', { name: 'Por atender' });
    expect(await within(toAct).findByRole('link', { name: /Pagos por confirmar/ })).toBeInTheDocument();
    expect(within(toAct).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Ver todas las órdenes' })).not.toBeInTheDocument();
  });
});
