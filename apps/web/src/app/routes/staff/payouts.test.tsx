import { adminOrderEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { queueRow } from '../../../../test/staff-order-fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderStaffOrders, where } from './staff-order-pages.test-support.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('Devoluciones: the queue', () => {
  it('shows status, destination bank, amount to receive and waiting time, and filters on screen', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(adminOrderEndpoints.payoutsQueue, () => ({
        items: [
          queueRow(1, {
            code: 'TOPAY111',
            status: 3,
            statusSince: minutesAgo(30),
            receiveAmount: '955.00',
          }),
          queueRow(2, {
            code: 'OBSERV22',
            status: 4,
            statusSince: minutesAgo(90),
            destinationBankName: 'BBVA',
          }),
        ],
        total: 2,
      })),
    );
    renderStaffOrders('/dashboard/devoluciones');
    const table = await screen.findByRole('table', { name: 'Cola de órdenes' });
    const rows = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(within(rows[0]).getByText('OBSERV22')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Observada')).toBeInTheDocument();
    expect(within(rows[0]).getByText('BBVA')).toBeInTheDocument();
    expect(within(rows[0]).getByText('hace 1 h 30 min')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Pendiente de devolución')).toBeInTheDocument();
    expect(within(rows[1]).getByText('S/ 955.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Observadas (1)' }));
    await waitFor(() => expect(where()).toBe('/dashboard/devoluciones?filtro=observed'));
    expect(screen.queryByText('TOPAY111')).not.toBeInTheDocument();
    expect(screen.getByText('OBSERV22')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Por pagar (1)' }));
    expect(await screen.findByText('TOPAY111')).toBeInTheDocument();
    expect(screen.queryByText('OBSERV22')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Todas (2)' }));
    await waitFor(() => expect(where()).toBe('/dashboard/devoluciones'));
  });

  it('says when nothing waits for a payout', async () => {
    server.use(mockEndpoint(adminOrderEndpoints.payoutsQueue, () => ({ items: [], total: 0 })));
    renderStaffOrders('/dashboard/devoluciones');
    expect(await screen.findByText('No hay devoluciones pendientes.')).toBeInTheDocument();
  });
});
