import { ORDER_STATUS } from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { orderFixture } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { LinkOrderCompletion } from './link-order-completion.tsx';

const server = setupApiServer();
const VOUCHER = { kind: 'voucher' as const, mimeType: 'image/jpeg', uploadedAt: '2026-11-21T15:05:00.000Z' };

function renderLink(order = orderFixture()) {
  return renderWithProviders(
    <LinkOrderCompletion
      title="Finalizar orden"
      code="K7M2QX9P"
      order={order}
      historyPath="/userDashboard/ordenes"
      newOrderPath="/userDashboard/nueva-orden"
    />,
  );
}

describe('finishing an order from a link', { timeout: 30_000 }, () => {
  it('finalizes through the link with the operation number and confirms', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/order-link/K7M2QX9P/finalize', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(ok(orderFixture({ status: ORDER_STATUS.PENDIENTE, voucher: VOUCHER })));
      }),
    );
    renderLink(orderFixture({ voucher: VOUCHER }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Número de operación/), '00991122');
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeInTheDocument();
    expect(sent).toEqual([{ operationNumber: '00991122' }]);
  });

  it("says the spec's words when finalizing by link fails without a reason", async () => {
    server.use(
      http.post('*/api/order-link/K7M2QX9P/finalize', () =>
        HttpResponse.json({ success: false, code: 'INTERNAL', message: 'x', data: null }, { status: 500 }),
      ),
    );
    renderLink(orderFixture({ voucher: VOUCHER }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByText('No se pudo finalizar la orden')).toBeInTheDocument();
  });

  it('starts an observed order at the new voucher, with the note and no way back to paying', () => {
    renderLink(
      orderFixture({ status: ORDER_STATUS.OBSERVADA, voucher: VOUCHER, note: 'El nombre no coincide.' }),
    );
    expect(screen.getByText('Observación de nuestro equipo: El nombre no coincide.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sube tu comprobante' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atrás' })).not.toBeInTheDocument();
  });

  it('starts a temporary order without a voucher at paying', () => {
    server.use(http.get('*/api/user/payment-bank-steps', () => HttpResponse.json(ok([]))));
    renderLink(orderFixture());
    expect(screen.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeInTheDocument();
  });
});
