import { type Order, orderEndpoints, pointsEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { lastFakeSocket } from '../../../../test/fake-socket.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { orderFixture, POINTS } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { OrdersHistory } from '../history/orders-history.tsx';
import { LiveOrderUpdates } from './live-order-updates.tsx';

const server = setupApiServer();
afterEach(() => logout());

function Historial() {
  const location = useLocation();
  return (
    <>
      <OrdersHistory
        title="Historial"
        search={new URLSearchParams(location.search)}
        newOrderPath="/userDashboard/nueva-orden"
      />
      <LiveOrderUpdates />
    </>
  );
}

/** The server's copy of the order: what staff do to it changes what the next read answers. */
function serveOrder(initial: Order) {
  let current = initial;
  server.use(
    mockEndpoint(orderEndpoints.list, () => ({ items: [current], total: 1, page: 1, size: 10 })),
    mockEndpoint(orderEndpoints.get, () => current),
    mockEndpoint(pointsEndpoints.mine, () => POINTS),
  );
  return (next: Partial<Order>) => {
    current = { ...current, ...next };
  };
}

describe('live order status for the customer (decision 100)', () => {
  it('shows staff’s move in the list and the open drawer, with a toast, without a reload', async () => {
    startSession(sessionFor('Cliente'));
    const staffMove = serveOrder(orderFixture({ status: 1, expiresAt: null }));
    renderWithProviders(
      <Routes>
        <Route path="/userDashboard/ordenes" element={<Historial />} />
      </Routes>,
      { path: '/userDashboard/ordenes?orden=KM4TQ8ZP' },
    );
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByText('Verificando tu pago')).toBeInTheDocument();
    expect(within(drawer).getByText('Lo confirmamos en unos 15 minutos.')).toBeInTheDocument();
    lastFakeSocket().acceptConnection();

    staffMove({ status: 3 });
    lastFakeSocket().serverSends('order:status', { code: 'KM4TQ8ZP', status: 3 });

    expect(await screen.findByText('Tu orden KM4TQ8ZP: Pago confirmado')).toBeInTheDocument();
    expect(await within(drawer).findByText('Pago confirmado')).toBeInTheDocument();
    expect(within(drawer).getByText('Te transferimos en unos 15 minutos.')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).queryByText('Verificando tu pago')).not.toBeInTheDocument());
  });

  it('shows the payout’s operation number and constancia once Cambix sent the money', async () => {
    startSession(sessionFor('Cliente'));
    serveOrder(
      orderFixture({
        status: 5,
        expiresAt: null,
        payoutOperationNumber: 'IBK-330871',
        payoutVoucher: {
          kind: 'payout_voucher',
          mimeType: 'image/jpeg',
          uploadedAt: '2026-11-21T15:40:00.000Z',
        },
      }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/userDashboard/ordenes" element={<Historial />} />
      </Routes>,
      { path: '/userDashboard/ordenes?orden=KM4TQ8ZP' },
    );
    const drawer = await screen.findByRole('presentation');
    const heading = await within(drawer).findByRole('heading', { name: 'Constancia de envío' });
    const payout = heading.parentElement!;
    expect(within(payout).getByText('N.° de operación: IBK-330871')).toBeInTheDocument();
    expect(within(payout).getByRole('button', { name: 'Ver constancia' })).toBeInTheDocument();
    expect(within(drawer).getByText('Completada')).toBeInTheDocument();
  });
});
