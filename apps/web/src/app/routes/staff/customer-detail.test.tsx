import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STAFF_MODULES,
  type MyPermissions,
  type RoleName,
  type CustomerDetail,
  adminUserEndpoints,
} from '@cambix/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import CustomerDetailPage from './customer-detail.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

const customer: CustomerDetail = {
  id: 42,
  tipo_documento: 'DNI',
  dni: '01234567',
  nombres: 'José',
  apellido_paterno: 'Álvarez',
  apellido_materno: 'Núñez',
  email: 'jose@correo.pe',
  celular: '987654321',
  accountStatus: 'POR_VALIDAR',
  statusReason: null,
  reviewedAt: null,
  reviewedBy: null,
  kycStep: 0,
  birthDate: null,
  gender: null,
  ubigeo: null,
  direccion: null,
  ocupacion: null,
  nacionalidad: 'PE',
  isPep: false,
  pepDetail: null,
  commissionPercent: null,
  effectiveCommission: '4.50',
  monthlyLimit: null,
  isPremium: false,
  isSpecial: false,
  referredByCode: null,
  referralCode: null,
  registeredAt: '2026-11-01T15:00:00.000Z',
  profileUpdatedAt: null,
  termsAcceptedAt: null,
  fees: { commissionOptions: ['4.50'], defaultCommission: '4.50' },
};

function permissionsOf(role: RoleName, usersEdit: boolean): MyPermissions {
  return {
    role,
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: module === 'users',
      canEdit: module === 'users' && usersEdit,
    })),
  };
}

function Page() {
  const location = useLocation();
  return (
    <>
      <CustomerDetailPage
        params={{ userId: '42' }}
        search={new URLSearchParams(location.search)}
        title="Detalle del cliente"
      />
      <output data-testid="where">{location.search}</output>
    </>
  );
}

function renderAs(role: RoleName, usersEdit: boolean) {
  startSession(sessionFor(role));
  let permissionCalls = 0;
  server.use(
    mockEndpoint(adminUserEndpoints.myPermissions, () => {
      permissionCalls += 1;
      return permissionsOf(role, usersEdit);
    }),
    mockEndpoint(adminUserEndpoints.customer, () => customer, { params: { userId: '42' } }),
    mockEndpoint(adminUserEndpoints.customerHistory, () => [], { params: { userId: '42' } }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/dashboard/user/42']}>
        <Routes>
          <Route path="/dashboard/user/:userId" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { permissionCalls: () => permissionCalls };
}

describe('the customer screen follows the caller’s permissions', () => {
  it('shows the review actions and the edit form to staff who may edit customers', async () => {
    renderAs('Administrador', true);
    expect(await screen.findByRole('heading', { name: 'José Álvarez Núñez' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Aprobar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it('hides every action from the Colaborador who may only view customers', async () => {
    const { permissionCalls } = renderAs('Colaborador', false);
    expect(await screen.findByRole('heading', { name: 'José Álvarez Núñez' })).toBeInTheDocument();
    await waitFor(() => expect(permissionCalls()).toBe(1));
    expect(await screen.findByText(/Solo lectura/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bloquear' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).toBeNull();
  });

  it('keeps the open tab in the address', async () => {
    const user = userEvent.setup();
    renderAs('Administrador', true);
    await screen.findByRole('heading', { name: 'José Álvarez Núñez' });
    await user.click(screen.getByRole('tab', { name: 'Historial' }));
    expect(screen.getByTestId('where')).toHaveTextContent('?tab=historial');
    expect(await screen.findByText('Todavía no hay cambios registrados.')).toBeInTheDocument();
  });
});
