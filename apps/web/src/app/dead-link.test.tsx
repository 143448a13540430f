import { orderLinkEndpoints, userEndpoints } from '@cambix/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../test/mock-endpoint.ts';
import { setupApiServer } from '../../test/msw.ts';
import { App } from './app.tsx';
import { resetOrderLinks } from './guards/order-link-state.ts';

const server = setupApiServer();

afterEach(() => {
  // Unmounted first: a page still on screen would look its link up again once the lookups are forgotten.
  cleanup();
  logout();
  resetOrderLinks();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App />
      <Where />
    </MemoryRouter>,
  );
}

// A page's first import in jsdom takes seconds on a busy machine.
const firstLoad = { timeout: 20_000 };

describe('an order link that does not open says why, where it was opened (decision 097)', () => {
  it('tells a visitor an unknown link could not be obtained, and signs them in towards Historial', async () => {
    server.use(
      mockEndpoint(orderLinkEndpoints.resolve, () =>
        refuse('ORDER_LINK_NOT_FOUND', 'No se pudo obtener el link', 404),
      ),
    );
    renderAt('/userDashboard/nueva-orden/NOEXISTE');
    expect(
      await screen.findByRole('heading', { name: 'No se pudo obtener el link' }, firstLoad),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/userDashboard/nueva-orden/NOEXISTE');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login?next=%2FuserDashboard%2Fordenes',
    );
  });

  it('tells the signed-in customer an expired fix link expired, and that Historial still fixes the order', async () => {
    startSession(sessionFor('Cliente'));
    server.use(
      mockEndpoint(userEndpoints.state, () => [{ state: 0 }]),
      mockEndpoint(orderLinkEndpoints.resolveModification, () =>
        refuse('ORDER_LINK_EXPIRED', 'Este link ya venció. Pide uno nuevo.', 410),
      ),
    );
    renderAt('/userDashboard/edit-orden/K7M2QX9P');
    expect(await screen.findByRole('heading', { name: 'Este link venció' }, firstLoad)).toBeInTheDocument();
    expect(
      screen.getByText('Si tu orden está observada, puedes corregirla desde Historial con «Corregir orden».'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis órdenes' })).toHaveAttribute(
      'href',
      '/userDashboard/ordenes',
    );
    expect(screen.getByTestId('where')).toHaveTextContent('/userDashboard/edit-orden/K7M2QX9P');
  });

  it('tells the customer a used quick-finalize link was used already', async () => {
    startSession(sessionFor('Cliente'));
    server.use(
      mockEndpoint(userEndpoints.state, () => [{ state: 0 }]),
      mockEndpoint(orderLinkEndpoints.resolve, () => refuse('ORDER_LINK_USED', 'Este link ya se usó.', 409)),
    );
    renderAt('/userDashboard/finalizar-orden/K7M2QX9P');
    expect(
      await screen.findByRole('heading', { name: 'Este link ya fue usado' }, firstLoad),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La orden de este link ya se envió. Revisa cómo va en Historial.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Corregir orden/)).toBeNull();
  });
});
