import { userEndpoints } from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { matchAppRoute } from '../routes.ts';
import CustomerShell from './customer-shell.tsx';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());
beforeEach(() => {
  server.use(mockEndpoint(userEndpoints.state, () => [{ state: 0 }]));
});

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderShell(path: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="*"
          element={
            <CustomerShell route={matchAppRoute(path).route} pathname={path}>
              <p>Contenido de la página</p>
            </CustomerShell>
          }
        />
      </Routes>
      <Where />
    </>,
    { path },
  );
}

describe('the customer shell (decision 073)', () => {
  it('offers the whole customer area to the customer’s own session', () => {
    startSession(sessionFor('Cliente'));
    renderShell('/userDashboard/nueva-orden');
    expect(screen.getAllByRole('link', { name: 'Historial' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Estás usando el link de tu orden/)).not.toBeInTheDocument();
  });

  it('shows a session bound to an order link no way to screens it may not open, and how to see them', async () => {
    startSession(
      sessionFor('Cliente', {
        link: { code: 'K7M2QX9P', kind: 'new_order', expiresAt: '2026-11-22T15:00:00.000Z' },
      }),
    );
    renderShell('/userDashboard/nueva-orden/K7M2QX9P');
    expect(screen.getByText('Contenido de la página')).toBeVisible();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Historial' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Estás usando el link de tu orden. Inicia sesión para ver el resto de tu cuenta.'),
    ).toBeVisible();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(
      '/login?next=%2FuserDashboard%2Fnueva-orden%2FK7M2QX9P',
    );
  });
});
