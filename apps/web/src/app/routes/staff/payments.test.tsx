import { type OrderQueue, adminOrderEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { lastFakeSocket } from '../../../../test/fake-socket.ts';
import { queueRow } from '../../../../test/staff-order-fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderStaffOrders, where } from './staff-order-pages.test-support.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function answerQueue(next: () => OrderQueue) {
  let calls = 0;
  server.use(
    mockEndpoint(adminOrderEndpoints.paymentsQueue, () => {
      calls += 1;
      return next();
    }),
  );
  return () => calls;
}

describe('Pagos: the queue', () => {
  it('lists the orders oldest first with their customer, amount, bank, voucher and waiting time', async () => {
    const items = [
      queueRow(2, {
        code: 'NEWER222',
        statusSince: minutesAgo(12),
        customer: { id: 401, name: 'Bruno Díaz', documentNumber: '40000002' },
        hasVoucher: false,
        customerOperationNumber: null,
        paymentReference: null,
        sendAmount: '2500.00',
      }),
      queueRow(1, { code: 'OLDER111', statusSince: minutesAgo(125) }),
    ];
    answerQueue(() => ({ items, total: 2 }));
    renderStaffOrders('/dashboard/pagos');

    const table = await screen.findByRole('table', { name: 'Cola de órdenes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'OLDER111',
      'NEWER222',
    ]);
    const [older, newer] = rows as [HTMLElement, HTMLElement];
    expect(within(older).getByText('hace 2 h 5 min')).toBeInTheDocument();
    expect(within(older).getByText('Ana Lucía Quispe Mamani')).toBeInTheDocument();
    expect(within(older).getByText('Doc. 40000001')).toBeInTheDocument();
    expect(within(older).getByText('778899')).toBeInTheDocument();
    expect(within(older).getAllByText('BCP').length).toBeGreaterThan(0);
    expect(within(older).getByText('Sí')).toBeInTheDocument();
    expect(within(newer).getByText('hace 12 min')).toBeInTheDocument();
    expect(within(newer).getByText('Falta')).toBeInTheDocument();
    expect(within(newer).getByText(/2,500\.00/)).toBeInTheDocument();
    expect(screen.getByText('2 órdenes en cola')).toBeInTheDocument();
  });

  it('says when there is nothing to review', async () => {
    answerQueue(() => ({ items: [], total: 0 }));
    renderStaffOrders('/dashboard/pagos');
    expect(
      await screen.findByText('No hay pagos por revisar. Las órdenes nuevas aparecerán aquí solas.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('opens the payment when a row is clicked', async () => {
    const user = userEvent.setup();
    answerQueue(() => ({ items: [queueRow(9, { code: 'ROW99999' })], total: 1 }));
    server.use(
      mockEndpoint(adminOrderEndpoints.get, () => new Promise<never>(() => undefined), {
        params: { orderId: '9' },
      }),
    );
    renderStaffOrders('/dashboard/pagos');
    await user.click(await screen.findByText('Ana Lucía Quispe Mamani'));
    await waitFor(() => expect(where()).toBe('/dashboard/pago/9'));
  });

  it('reads the queue again when the server says an order changed', async () => {
    let items = [queueRow(1, { code: 'FIRST111' })];
    const calls = answerQueue(() => ({ items, total: items.length }));
    renderStaffOrders('/dashboard/pagos');
    await screen.findByText('FIRST111');
    items = [...items, queueRow(2, { code: 'SECOND22', statusSince: minutesAgo(1) })];
    lastFakeSocket().serverSends('order:changed', {
      orderId: 2,
      code: 'SECOND22',
      fromStatus: 0,
      toStatus: 1,
      at: new Date().toISOString(),
      card: null,
    });
    expect(await screen.findByText('SECOND22')).toBeInTheDocument();
    expect(calls()).toBe(2);
  });

  it('says what failed when the queue cannot load, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    server.use(
      mockEndpoint(adminOrderEndpoints.paymentsQueue, () =>
        fail
          ? refuse('FORBIDDEN_MODULE', 'No tienes permiso para esta acción en este módulo.', 403)
          : { items: [queueRow(1, { code: 'BACK1111' })], total: 1 },
      ),
    );
    renderStaffOrders('/dashboard/pagos');
    expect(await screen.findByText('No tienes permiso para esta acción en este módulo.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('BACK1111')).toBeInTheDocument();
  });
});
