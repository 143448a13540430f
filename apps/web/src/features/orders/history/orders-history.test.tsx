import { type Order, type OrdersPage, orderEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { orderFixture } from '../../../../test/orders.ts';
import { invoiceFixture } from '../../../../test/invoice-fixture.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { OrdersHistory } from './orders-history.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

function Page() {
  const location = useLocation();
  return (
    <>
      <OrdersHistory
        title="Historial"
        search={new URLSearchParams(location.search)}
        newOrderPath="/userDashboard/nueva-orden"
      />
      <output data-testid="where">{location.pathname + location.search}</output>
    </>
  );
}

function serve(overrides: Partial<Order> = {}) {
  const queries: URLSearchParams[] = [];
  const finished = orderFixture({
    status: 5,
    expiresAt: null,
    voucher: { kind: 'voucher', mimeType: 'image/jpeg', uploadedAt: '2026-11-21T15:05:00.000Z' },
    receipt: { tipo: 'boleta', serie: 'B001', numero_recibo: 42, bankId: 1 },
    history: [
      { fromStatus: null, toStatus: 0, at: '2026-11-21T15:00:00.000Z', note: null },
      { fromStatus: 0, toStatus: 1, at: '2026-11-21T15:06:00.000Z', note: null },
      { fromStatus: 1, toStatus: 3, at: '2026-11-21T15:20:00.000Z', note: null },
      { fromStatus: 3, toStatus: 5, at: '2026-11-21T15:45:00.000Z', note: null },
    ],
    ...overrides,
  });
  server.use(
    mockEndpoint(orderEndpoints.list, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      const page: OrdersPage = { items: [finished], total: 1, page: 1, size: 10 };
      return page;
    }),
    mockEndpoint(orderEndpoints.get, () => finished),
  );
  return queries;
}

const where = () => screen.getByTestId('where').textContent;

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/userDashboard/ordenes" element={<Page />} />
    </Routes>,
    { path },
  );
}

describe('Historial', () => {
  it('reads its filters from the address and writes each change back to it, on page 1', async () => {
    const queries = serve();
    const user = userEvent.setup();
    renderAt('/userDashboard/ordenes?status=1&page=2&code=KM4T');
    expect(await screen.findByText('1 orden')).toBeInTheDocument();
    expect(Object.fromEntries(queries[0] ?? [])).toEqual({
      status: '1',
      code: 'KM4T',
      page: '2',
      size: '10',
    });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Completada' }));
    await waitFor(() => expect(where()).toBe('/userDashboard/ordenes?status=5&code=KM4T'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('5'));

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(where()).toBe('/userDashboard/ordenes'));
  });

  it('opens an order in the drawer (kept in the address) with its timeline and receipt', async () => {
    serve();
    const user = userEvent.setup();
    renderAt('/userDashboard/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Ver orden KM4TQ8ZP' }));
    await waitFor(() => expect(where()).toBe('/userDashboard/ordenes?orden=KM4TQ8ZP'));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('heading', { name: 'Orden KM4TQ8ZP' })).toBeInTheDocument();
    const timeline = await within(drawer).findByRole('list', { name: 'Historial de estados' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.nextSibling?.firstChild?.textContent),
    ).toEqual(['Creada', 'Verificando tu pago', 'Pago confirmado', 'Completada']);
    expect(within(timeline).getByText('21/11/2026 10:45')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Ver boleta' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Ver comprobante' })).toBeInTheDocument();
  });

  it('an order paid with its reference says "Pago recibido" where the voucher would be', async () => {
    serve({ status: 3, voucher: null, receipt: null, paymentReference: 'QW7RT2K' });
    const user = userEvent.setup();
    renderAt('/userDashboard/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Ver orden KM4TQ8ZP' }));
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByText('Pago recibido')).toBeInTheDocument();
    expect(
      within(drawer).getByText(
        'Lo confirmamos con el extracto de nuestro banco, por la referencia de tu transferencia.',
      ),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Ver comprobante' })).not.toBeInTheDocument();
  });

  it('a pending order paid with its reference repeats what to write in the transfer', async () => {
    serve({ status: 1, voucher: null, receipt: null, paymentReference: 'QW7RT2K' });
    const user = userEvent.setup();
    renderAt('/userDashboard/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Ver orden KM4TQ8ZP' }));
    const drawer = await screen.findByRole('presentation');
    expect(
      await within(drawer).findByText(/Escribe QW7RT2K en la descripción de tu transferencia\./),
    ).toBeInTheDocument();
    expect(within(drawer).queryByText('Pago recibido')).not.toBeInTheDocument();
  });

  it('names a factura as one, with who it is made out to', async () => {
    serve({
      receipt: { tipo: 'factura', serie: 'F001', numero_recibo: 3, bankId: 1 },
      factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' },
    });
    const user = userEvent.setup();
    renderAt('/userDashboard/ordenes?orden=KM4TQ8ZP');
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('heading', { name: 'Factura' })).toBeInTheDocument();
    expect(
      within(drawer).getByText('A nombre de Importaciones Ñandú S.A.C. (RUC 20100047218)'),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Ver boleta' })).not.toBeInTheDocument();
    const asked: string[] = [];
    server.use(
      mockEndpoint(orderEndpoints.invoice, ({ request }) => {
        asked.push(new URL(request.url).search);
        return invoiceFixture({
          tipo: 'factura',
          serie: 'F001',
          numero_recibo: 3,
          customer: {
            name: 'Importaciones Ñandú S.A.C.',
            documentType: 'RUC',
            documentNumber: '20100047218',
          },
        });
      }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Ver factura' }));
    const dialog = await screen.findByRole('dialog', { name: 'FACTURA ELECTRÓNICA' });
    expect(within(dialog).getByText('Razón social')).toBeInTheDocument();
    expect(within(dialog).getByText('Representación impresa de la Factura Electrónica')).toBeInTheDocument();
    // Asked by series, number and bank only.
    expect(asked).toEqual(['?serie=F001&numero_recibo=3&bankId=1']);
  });
});
