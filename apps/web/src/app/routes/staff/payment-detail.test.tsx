import { type AdminOrder, adminOrderEndpoints, orderEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminOrderFixture, queueRow } from '../../../../test/staff-order-fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderStaffOrders, where } from './staff-order-pages.test-support.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

function serveOrder(answer: () => AdminOrder) {
  let reads = 0;
  server.use(
    mockEndpoint(
      adminOrderEndpoints.get,
      () => {
        reads += 1;
        return answer();
      },
      { params: { orderId: '7' } },
    ),
    mockEndpoint(adminOrderEndpoints.paymentsQueue, () => ({ items: [queueRow(1)], total: 1 })),
  );
  return () => reads;
}

/** Ana's pending order, whose approval answers it approved; returns the bodies the screen sent. */
function serveApprovals(): unknown[] {
  serveOrder(() => adminOrderFixture());
  const bodies: unknown[] = [];
  server.use(
    mockEndpoint(
      adminOrderEndpoints.approve,
      async ({ request }) => {
        bodies.push(await request.json());
        return adminOrderFixture({ status: 3, allowedActions: [] });
      },
      { params: { orderId: '7' } },
    ),
  );
  return bodies;
}

describe('Revisión de pago', () => {
  it("shows a partner's client as such, with the partner's orders instead of a customer file", async () => {
    serveOrder(() =>
      adminOrderFixture({
        channel: 'partner',
        partner: { id: 3, name: 'Agente Rápido S.A.C.' },
        customer: {
          id: 900,
          name: 'Julia Quispe',
          documentType: 'DNI',
          documentNumber: '71234567',
          email: '',
          phone: '955111222',
        },
      }),
    );
    renderStaffOrders('/dashboard/pago/7');
    const customer = await screen.findByRole('region', { name: 'Cliente' });
    expect(
      within(customer).getByText('Cliente de Agente Rápido S.A.C., sin cuenta en Cambix.'),
    ).toBeInTheDocument();
    expect(
      within(customer).getByRole('link', { name: 'Ver las órdenes de Agente Rápido S.A.C.' }),
    ).toHaveAttribute('href', '/dashboard/external-orders?socio=3');
    expect(within(customer).queryByRole('link', { name: 'Ver ficha del cliente' })).toBeNull();
  });

  it('shows the customer, the amounts, the payment, the voucher and the history', async () => {
    serveOrder(() => adminOrderFixture());
    renderStaffOrders('/dashboard/pago/7');
    expect(await screen.findByRole('heading', { name: 'Orden KM4TQ8ZP' })).toBeInTheDocument();
    const customer = screen.getByRole('region', { name: 'Cliente' });
    expect(within(customer).getByText('DNI 40000001')).toBeInTheDocument();
    expect(within(customer).getByText('ana@cambix.test')).toBeInTheDocument();
    expect(within(customer).getByRole('link', { name: 'Ver ficha del cliente' })).toHaveAttribute(
      'href',
      '/dashboard/user/400',
    );
    const payment = screen.getByRole('region', { name: 'Pago del cliente' });
    expect(within(payment).getByText('778899')).toBeInTheDocument();
    expect(within(payment).getByText('BCP · 1917000000001 · Cambix S.A.C.')).toBeInTheDocument();
    const history = screen.getByRole('list', { name: 'Historial de la orden' });
    expect(within(history).getByText('Temporal → Pendiente')).toBeInTheDocument();
    expect(within(history).getByText('21/11/2026 10:06 · por el sistema o el cliente')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Pagos' })).toHaveAttribute('href', '/dashboard/pagos');
  });

  it('opens the voucher image in the viewer through a signed link', async () => {
    const user = userEvent.setup();
    serveOrder(() => adminOrderFixture());
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(orderEndpoints.generateUrl, async ({ request }) => {
        asked.push(await request.json());
        return { url: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=', expiresAt: '2026-11-21T16:00:00.000Z' };
      }),
    );
    renderStaffOrders('/dashboard/pago/7');
    await user.click(await screen.findByRole('button', { name: 'Ver comprobante' }));
    const viewer = await screen.findByRole('dialog', { name: 'Comprobante · KM4TQ8ZP' });
    expect(within(viewer).getByRole('img', { name: 'Comprobante · KM4TQ8ZP' })).toHaveAttribute(
      'src',
      'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    );
    expect(within(viewer).getByRole('button', { name: 'Girar' })).toBeInTheDocument();
    expect(asked).toEqual([{ orderId: 7, kind: 'voucher' }]);
  });

  it('asks for the operation number before approving, then approves and goes back to the queue', async () => {
    const user = userEvent.setup();
    const bodies = serveApprovals();
    renderStaffOrders('/dashboard/pago/7');
    await user.click(await screen.findByRole('button', { name: 'Aprobar pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar el pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar pago' }));
    expect(
      within(dialog).getByText('Escribe el número de operación de la transferencia recibida.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /N\.° de operación/ }), ' 55501 ');
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Nota interna (opcional)' }),
      'Visto en banca',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar pago' }));
    await waitFor(() => expect(where()).toBe('/dashboard/pagos'));
    expect(bodies).toEqual([{ operationNumber: '55501', note: 'Visto en banca' }]);
    expect(await screen.findByText('Pago de la orden KM4TQ8ZP aprobado.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Aprobar el pago' })).not.toBeInTheDocument();
  });

  it('records a third party as the payer when the voucher shows one, and asks for their name', async () => {
    const user = userEvent.setup();
    const bodies = serveApprovals();
    renderStaffOrders('/dashboard/pago/7');
    await user.click(await screen.findByRole('button', { name: 'Aprobar pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar el pago' });
    expect(within(dialog).queryByRole('textbox', { name: /Nombre de quien pagó/ })).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /N\.° de operación/ }), '55502');
    await user.click(
      within(dialog).getByRole('checkbox', {
        name: 'El comprobante muestra que pagó otra persona, no el cliente',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar pago' }));
    expect(within(dialog).getByText('Escribe el nombre de quien pagó.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Nombre de quien pagó/ }), 'Rosa Quispe');
    await user.type(within(dialog).getByRole('textbox', { name: /Documento de quien pagó/ }), '41234567');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar pago' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies).toEqual([
      { operationNumber: '55502', thirdPartyPayerName: 'Rosa Quispe', thirdPartyPayerDocument: '41234567' },
    ]);
  });

  it('shows on the order who paid when it was a third party', async () => {
    serveOrder(() =>
      adminOrderFixture({
        incomingOperationNumber: '55502',
        thirdPartyPayer: { name: 'Rosa Quispe', document: '41234567' },
      }),
    );
    renderStaffOrders('/dashboard/pago/7');
    expect(await screen.findByText('Pagó un tercero')).toBeInTheDocument();
    expect(screen.getByText('Rosa Quispe · 41234567')).toBeInTheDocument();
  });

  it('keeps the dialog and what was typed when the server refuses, in its own words', async () => {
    const user = userEvent.setup();
    serveOrder(() => adminOrderFixture());
    server.use(
      mockEndpoint(
        adminOrderEndpoints.approve,
        () => refuse('FORBIDDEN_MODULE', 'No tienes permiso para esta acción en este módulo.', 403),
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/pago/7');
    await user.click(await screen.findByRole('button', { name: 'Aprobar pago' }));
    const dialog = screen.getByRole('dialog', { name: 'Aprobar el pago' });
    await user.type(within(dialog).getByRole('textbox', { name: /N\.° de operación/ }), '55501');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar pago' }));
    expect(
      await within(dialog).findByText('No tienes permiso para esta acción en este módulo.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /N\.° de operación/ })).toHaveValue('55501');
    expect(where()).toBe('/dashboard/pago/7');
  });

  it('shows a field refusal under its field', async () => {
    const user = userEvent.setup();
    serveOrder(() => adminOrderFixture());
    server.use(
      mockEndpoint(
        adminOrderEndpoints.reject,
        () =>
          refuse('VALIDATION_FAILED', 'Revisa los datos.', 400, {
            fields: { reason: 'Usa hasta 500 caracteres.' },
          }),
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/pago/7');
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el pago' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(within(dialog).getByText('Escribe el motivo.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'No llegó');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Usa hasta 500 caracteres.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Motivo/ })).toHaveValue('No llegó');
  });

  it('says when someone else moved the order first, and reloads it', async () => {
    const user = userEvent.setup();
    let current = adminOrderFixture();
    const reads = serveOrder(() => current);
    server.use(
      mockEndpoint(
        adminOrderEndpoints.reject,
        () => {
          current = adminOrderFixture({ status: 3, allowedActions: ['payout', 'observe'] });
          return refuse(
            'ORDER_STATUS_CHANGED',
            'La orden cambió de estado mientras tanto. Recarga para ver cómo está.',
            409,
          );
        },
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/pago/7');
    await user.click(await screen.findByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar el pago' });
    await user.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'No llegó');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(
      await screen.findByText(
        'La orden cambió de estado mientras tanto. Ya la recargamos: revisa cómo está.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('offers only the actions the server allows', async () => {
    serveOrder(() => adminOrderFixture({ allowedActions: [] }));
    renderStaffOrders('/dashboard/pago/7');
    await screen.findByRole('heading', { name: 'Orden KM4TQ8ZP' });
    expect(screen.queryByRole('group', { name: 'Acciones sobre la orden' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar pago' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).not.toBeInTheDocument();
  });

  it('says when the order does not exist', async () => {
    server.use(
      mockEndpoint(
        adminOrderEndpoints.get,
        () => refuse('ORDER_NOT_FOUND', 'No encontramos la orden.', 404),
        { params: { orderId: '7' } },
      ),
    );
    renderStaffOrders('/dashboard/pago/7');
    expect(await screen.findByText('No encontramos esta orden.')).toBeInTheDocument();
  });
});
