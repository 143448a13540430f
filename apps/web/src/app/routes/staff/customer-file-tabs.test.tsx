import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import {
  STAFF_MODULES,
  adminUserEndpoints,
  type CustomerDetail,
  type CustomerOrderPage,
  type CustomerReferrals,
  type MyPermissions,
  type StaffModule,
} from '@cambix/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import CustomerDetailPage from './customer-detail.tsx';

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
  accountStatus: 'ACTIVO',
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
  referredByCode: 'ANA2026',
  referralCode: 'JOSE42',
  registeredAt: '2026-11-01T15:00:00.000Z',
  profileUpdatedAt: null,
  termsAcceptedAt: null,
  fees: { commissionOptions: ['4.50'], defaultCommission: '4.50' },
};

const bcp = { id: 1, code: '002', name: 'Banco de Crédito del Perú', shortName: 'BCP', color: '#002A8D' };

const orderPage: CustomerOrderPage = {
  items: [
    {
      id: 9,
      code: 'CBX7Q2',
      status: 5,
      channel: 'web',
      kind: 'saldo',
      sendCurrency: 'PEN',
      receiveCurrency: 'PEN',
      rate: null,
      direction: null,
      sendAmount: '1500.00',
      finalFee: '67.50',
      receiveAmount: '1432.50',
      paymentBank: bcp,
      destinationBankName: 'Interbank',
      createdAt: '2026-11-20T15:30:00.000Z',
      expiresAt: null,
      payoutOperationNumber: null,
    },
  ],
  total: 11,
  page: 1,
  pageSize: 10,
};

const referrals: CustomerReferrals = {
  code: {
    code: 'JOSE42',
    owner: { id: 42, name: 'José Álvarez Núñez', documentNumber: '01234567', accountStatus: 'ACTIVO' },
    percentDiscount: '50.00',
    active: true,
    referred: 1,
    finished: 1,
    rewardPoints: 100,
    createdAt: '2026-11-02T15:00:00.000Z',
  },
  referred: [
    {
      id: 77,
      name: 'Rosa Quispe Huamán',
      documentNumber: '44556677',
      accountStatus: 'ACTIVO',
      registeredAt: '2026-11-05T15:00:00.000Z',
      firstOrder: {
        id: 31,
        code: 'CBXR01',
        createdAt: '2026-11-06T15:00:00.000Z',
        sendAmount: '800.00',
        status: 5,
      },
      reward: { points: 100, at: '2026-11-06T16:00:00.000Z' },
      blockedReason: null,
    },
  ],
};

function permissions(modules: StaffModule[]): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: modules.includes(module),
      canEdit: false,
    })),
  };
}

function Page() {
  const location = useLocation();
  return (
    <CustomerDetailPage
      params={{ userId: '42' }}
      search={new URLSearchParams(location.search)}
      title="Detalle del cliente"
    />
  );
}

function renderTab(tab: string, modules: StaffModule[] = ['users', 'ordenes']) {
  startSession(sessionFor('Colaborador'));
  const pages: string[] = [];
  server.use(
    mockEndpoint(adminUserEndpoints.myPermissions, () => permissions(modules)),
    mockEndpoint(adminUserEndpoints.customer, () => customer, { params: { userId: '42' } }),
    mockEndpoint(
      adminUserEndpoints.customerOrders,
      ({ request }) => {
        pages.push(new URL(request.url).search);
        return orderPage;
      },
      { params: { userId: '42' } },
    ),
    mockEndpoint(adminUserEndpoints.customerReferrals, () => referrals, { params: { userId: '42' } }),
    mockEndpoint(
      adminUserEndpoints.customerHistory,
      () => [
        {
          id: 1,
          action: 'bank-account.create',
          actor: { id: 42, name: 'José Álvarez', role: 'Cliente' },
          at: '2026-11-03T15:00:00.000Z',
          changes: [
            { field: 'account', before: null, after: 'BCP · ****1234' },
            { field: 'currency', before: null, after: 'PEN' },
          ],
          note: null,
        },
      ],
      { params: { userId: '42' } },
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/dashboard/user/42?tab=${tab}`]}>
        <Routes>
          <Route path="/dashboard/user/:userId" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { pages };
}

describe('the customer file’s tabs (docs/rules/screens.md#staff-screens)', () => {
  it('has the tabs in the order of the design', async () => {
    renderTab('ordenes');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Datos',
      'Documentos',
      'Cuentas',
      'Órdenes',
      'Referidos',
      'Puntos',
      'Historial',
    ]);
    expect(screen.getByRole('tab', { name: 'Órdenes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('Órdenes lists the page the server gives, with the link to each order', async () => {
    const { pages } = renderTab('ordenes');
    const table = await screen.findByRole('table', { name: 'Órdenes del cliente' });
    expect(within(table).getByRole('link', { name: 'CBX7Q2' })).toHaveAttribute('href', '/dashboard/orden/9');
    expect(within(table).getByText('BCP → Interbank')).toBeInTheDocument();
    expect(within(table).getByText(/1[,.]500\.00|1 500,00|1,500\.00/)).toBeInTheDocument();
    // The total comes from the server: 11 orders, the first 10 shown.
    expect(screen.getByText(/1–10 (de|of) 11/)).toBeInTheDocument();
    expect(pages[0]).toContain('page=1');
  });

  it('Órdenes shows the code without a link to a Colaborador without Órdenes', async () => {
    renderTab('ordenes', ['users']);
    const table = await screen.findByRole('table', { name: 'Órdenes del cliente' });
    expect(within(table).getByText('CBX7Q2')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('Referidos shows the code they signed up with, their own code and the customers they referred', async () => {
    renderTab('referidos');
    expect(await screen.findByText('JOSE42')).toBeInTheDocument();
    expect(screen.getByText('ANA2026')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Clientes referidos' });
    expect(within(table).getByRole('link', { name: 'Rosa Quispe Huamán' })).toHaveAttribute(
      'href',
      '/dashboard/user/77',
    );
    expect(within(table).getByRole('link', { name: 'CBXR01' })).toHaveAttribute(
      'href',
      '/dashboard/orden/31',
    );
    expect(within(table).getByText('+100 puntos')).toBeInTheDocument();
  });

  it('Historial shows the account by name, never a code or an id', async () => {
    renderTab('historial');
    expect(await screen.findByText('Registró una cuenta bancaria')).toBeInTheDocument();
    expect(screen.getByText('Cuenta: — → BCP · ****1234')).toBeInTheDocument();
    expect(screen.getByText('Moneda: — → Soles')).toBeInTheDocument();
  });
});
