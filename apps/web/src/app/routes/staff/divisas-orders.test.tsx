import { type AdminOrderPage, adminOrderEndpoints, bankEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPRA_TERMS,
  VENTA_TERMS,
  divisasPayoutFixture,
  orderRow,
  queueRow,
} from '../../../../test/staff-order-fixtures.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import StaffOrdersPage from './orders.tsx';
import { renderStaffOrders } from './staff-order-pages.test-support.tsx';

// Divisas on the staff screens (issue 20): each amount in its own currency, the direction and the rate;
// cambio de saldo looks as it did.

const server = setupApiServer();

let restoreObjectUrls: () => void;
beforeAll(() => {
  restoreObjectUrls = stubObjectUrls('blob:divisas');
});
afterAll(() => restoreObjectUrls());

describe('divisas orders for staff', () => {
  it('Pagos shows what each customer sends in its currency, with the direction and rate of a divisas order', async () => {
    server.use(
      mockEndpoint(adminOrderEndpoints.paymentsQueue, () => ({
        items: [
          queueRow(1, { code: 'VENTA111', ...VENTA_TERMS }),
          queueRow(2, { code: 'COMPR222', ...COMPRA_TERMS }),
          queueRow(3, { code: 'SALDO333' }),
        ],
        total: 3,
      })),
    );
    renderStaffOrders('/dashboard/pagos');
    const table = await screen.findByRole('table', { name: 'Cola de órdenes' });
    const [venta, compra, saldo] = within(table).getAllByRole('row').slice(1) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(venta).getByText('S/ 1,884.00')).toBeInTheDocument();
    expect(within(venta).getByText('Venta US$')).toBeInTheDocument();
    expect(within(venta).getByText('T.C. S/ 3.768')).toBeInTheDocument();
    expect(within(compra).getByText('US$ 500.00')).toBeInTheDocument();
    expect(within(compra).getByText('Compra US$')).toBeInTheDocument();
    expect(within(compra).getByText('T.C. S/ 3.742')).toBeInTheDocument();
    expect(within(saldo).getByText('S/ 1,000.00')).toBeInTheDocument();
    expect(within(saldo).queryByText(/T\.C\./)).not.toBeInTheDocument();
  });

  it('Devoluciones shows what each customer receives in its currency', async () => {
    server.use(
      mockEndpoint(adminOrderEndpoints.payoutsQueue, () => ({
        items: [queueRow(1, { status: 3, code: 'VENTA111', ...VENTA_TERMS })],
        total: 1,
      })),
    );
    renderStaffOrders('/dashboard/devoluciones');
    const table = await screen.findByRole('table', { name: 'Cola de órdenes' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('US$ 500.00')).toBeInTheDocument();
    expect(within(row).getByText('Venta US$')).toBeInTheDocument();
  });

  it('the detail shows the operation, the payout in dollars, the origin of funds and the declaración jurada', async () => {
    server.use(
      mockEndpoint(adminOrderEndpoints.get, () => divisasPayoutFixture(), { params: { orderId: '7' } }),
    );
    renderStaffOrders('/dashboard/devolucion/7');
    const account = await screen.findByRole('region', { name: 'Cuenta de destino' });
    expect(within(account).getByText('US$ 500.00')).toBeInTheDocument();

    const exchange = screen.getByRole('region', { name: 'Operación de divisas' });
    expect(within(exchange).getByText('Venta de US$')).toBeInTheDocument();
    expect(within(exchange).getByText('S/ 3.768')).toBeInTheDocument();
    expect(within(exchange).getByText('S/ 1,884.00')).toBeInTheDocument();
    expect(within(exchange).getByText('S/ 6.50')).toBeInTheDocument();

    const from = screen.getByRole('region', { name: 'Sale de la cuenta de Cambix' });
    expect(within(from).getByText('Dólares (US$)')).toBeInTheDocument();

    const compliance = screen.getByRole('region', { name: 'Origen de fondos' });
    expect(within(compliance).getByText('Venta de bien mueble o inmueble')).toBeInTheDocument();
    expect(
      within(compliance).getByText('Firmada por Ana Lucía Quispe Mamani el 21/11/2026 10:01'),
    ).toBeInTheDocument();
  });

  it('Órdenes filters by kind and by the compliance register, and shows a divisas row in its currencies', async () => {
    const user = userEvent.setup();
    const queries: URLSearchParams[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(adminOrderEndpoints.list, ({ request }): AdminOrderPage => {
        queries.push(new URL(request.url).searchParams);
        return { items: [orderRow(1, { ...COMPRA_TERMS })], nextCursor: null };
      }),
    );
    renderPages('/dashboard/ordenes-admin', [
      { path: '/dashboard/ordenes-admin', page: StaffOrdersPage, title: 'Órdenes' },
    ]);
    const table = await screen.findByRole('table', { name: 'Órdenes' });
    const row = within(table).getByRole('row', { name: /ORD00001/ });
    expect(within(row).getByText('US$ 500.00')).toBeInTheDocument();
    expect(within(row).getByText('S/ 1,871.00')).toBeInTheDocument();
    expect(within(row).getByText('Compra US$')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Tipo' }));
    await user.click(await screen.findByRole('option', { name: 'Divisas' }));
    await waitFor(() => expect(queries.at(-1)?.get('kind')).toBe('divisas'));
    await user.click(screen.getByRole('checkbox', { name: 'Con declaración jurada' }));
    await waitFor(() => expect(queries.at(-1)?.get('declaration')).toBe('true'));
  });
});
