import { ORDER_STATUS, orderLinkEndpoints, type OrderStatus } from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { FixOrderAction } from './fix-order-action.tsx';

const server = setupApiServer();

function EditPage() {
  return <h1>Corrigiendo {useParams().codigo}</h1>;
}

function renderAction(status: OrderStatus, compact = false) {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<FixOrderAction order={{ code: 'KM4TQ8ZP', status }} compact={compact} />} />
      <Route path="/userDashboard/edit-orden/:codigo" element={<EditPage />} />
    </Routes>,
  );
}

describe('"Corregir orden" on an observed order', () => {
  it('asks for the order’s own modification link and opens the flow the mail opens', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(orderLinkEndpoints.ownModification, ({ params }) => {
        asked.push(params.code);
        return {
          code: 'P9RT4XKM',
          url: 'https://cambix.pe/userDashboard/edit-orden/P9RT4XKM',
          expiresAt: '2026-11-24T15:00:00.000Z',
        };
      }),
    );
    renderAction(ORDER_STATUS.OBSERVADA);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Corregir orden' }));
    expect(await screen.findByRole('heading', { name: 'Corrigiendo P9RT4XKM' })).toBeInTheDocument();
    expect(asked).toEqual(['KM4TQ8ZP']);
  });

  it('shows the server’s reason when the order can no longer be fixed, and stays', async () => {
    server.use(
      mockEndpoint(orderLinkEndpoints.ownModification, () =>
        refuse('ORDER_NOT_EDITABLE', 'Esta orden ya no se puede modificar.', 409),
      ),
    );
    renderAction(ORDER_STATUS.OBSERVADA, true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Corregir orden' }));
    expect(await screen.findByText('Esta orden ya no se puede modificar.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Corrigiendo/ })).toBeNull();
  });

  it.each([
    ORDER_STATUS.TEMPORAL,
    ORDER_STATUS.PENDIENTE,
    ORDER_STATUS.FALLIDA,
    ORDER_STATUS.PENDIENTE_DEVOLUCION,
    ORDER_STATUS.TERMINADA,
  ])('is not offered for an order in status %s', (status) => {
    renderAction(status);
    expect(screen.queryByRole('button', { name: 'Corregir orden' })).toBeNull();
  });
});
