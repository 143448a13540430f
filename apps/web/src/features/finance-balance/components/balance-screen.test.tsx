import {
  adminUserEndpoints,
  balanceEndpoints,
  bankEndpoints,
  STAFF_MODULES,
  type MyPermissions,
  type StaffModule,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BalancePage from '@/app/routes/staff/balance.tsx';
import { lightTheme } from '@/app/theme/mui-theme.ts';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { accountBalance, balanceOverview, financeAccount } from '../test-balance.ts';

const server = setupApiServer();
afterEach(() => logout());

const renderAt = (url = '/dashboard/nuevo-balance') =>
  renderPages(url, [{ path: '/dashboard/nuevo-balance', page: BalancePage, title: 'Balance' }]);

function serve(overview = balanceOverview()) {
  server.use(
    mockEndpoint(balanceEndpoints.overview, () => overview),
    mockEndpoint(balanceEndpoints.reconciliations, () => []),
    mockEndpoint(bankEndpoints.list, () => BANKS),
  );
}

function permissions(grants: Partial<Record<StaffModule, 'view' | 'edit'>>): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: grants[module] !== undefined,
      canEdit: grants[module] === 'edit',
    })),
  };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('Balance: the cards and totals (issue 17)', () => {
  it('writes every figure as the server sent it, negatives in red, per account and per currency', async () => {
    startSession(sessionFor('Administrador'));
    serve(
      balanceOverview({
        accounts: [
          accountBalance(1),
          accountBalance(2, {
            account: financeAccount(2, {
              bankId: 5,
              bankName: 'BanBif',
              bankCode: '038',
              currency: 'USD',
              purpose: 'payout',
              accountNumber: '008-000456789',
              active: false,
            }),
            balance: '-120.75',
            today: { ingresos: '0.00', egresos: '0.00' },
            month: { ingresos: '10.00', egresos: '130.75' },
            pendingPayouts: { count: 0, amount: '0.00' },
            balanceAfterPayouts: '-120.75',
            lastMovementAt: null,
          }),
        ],
        totals: [
          // Deliberately not the sum of the cards: the screen adds nothing up itself.
          { currency: 'PEN', balance: '99999.99', pendingPayouts: '900.00', balanceAfterPayouts: '99099.99' },
          { currency: 'USD', balance: '-120.75', pendingPayouts: '0.00', balanceAfterPayouts: '-120.75' },
        ],
      }),
    );
    renderAt();
    const bcp = await screen.findByRole('article', { name: 'Banco de Crédito del Perú' });
    expect(
      screen.getByText('Saldo de cada cuenta de Cambix según sus movimientos, al 27/11/2026.'),
    ).toBeVisible();
    expect(within(bcp).getByText('Soles · Recaudadora')).toBeInTheDocument();
    expect(within(bcp).getByText('N.º 193-000121-0-51')).toBeInTheDocument();
    expect(within(bcp).getByText('S/ 15,230.40')).toBeInTheDocument();
    const today = within(bcp).getByRole('row', { name: /Hoy/ });
    expect(within(today).getByText('S/ 1,200.00')).toBeInTheDocument();
    expect(within(today).getByText('S/ 350.10')).toBeInTheDocument();
    const month = within(bcp).getByRole('row', { name: /Mes/ });
    expect(within(month).getByText('S/ 48,210.00')).toBeInTheDocument();
    expect(within(month).getByText('S/ 32,979.60')).toBeInTheDocument();
    expect(within(bcp).getByText('2 · S/ 900.00')).toBeInTheDocument();
    expect(within(bcp).getByText('S/ 14,330.40')).toBeInTheDocument();
    expect(within(bcp).getByText('Último movimiento: 27/11/2026 09:05')).toBeInTheDocument();
    expect(within(bcp).queryByText('Inactiva')).not.toBeInTheDocument();

    const banbif = card('BanBif');
    expect(within(banbif).getByText('Dólares · Pagadora')).toBeInTheDocument();
    expect(within(banbif).getByText('Inactiva')).toBeInTheDocument();
    expect(within(banbif).getByText('0 · US$ 0.00')).toBeInTheDocument();
    expect(within(banbif).getByText('Sin movimientos aún')).toBeInTheDocument();
    const negatives = within(banbif).getAllByText('-US$ 120.75');
    expect(negatives).toHaveLength(2);
    for (const amount of negatives) expect(amount).toHaveStyle({ color: lightTheme.palette.error.main });
    expect(within(bcp).getByText('S/ 15,230.40')).not.toHaveStyle({ color: lightTheme.palette.error.main });

    const soles = screen.getByRole('group', { name: 'Total en soles' });
    expect(within(soles).getByText('S/ 99,999.99')).toBeInTheDocument();
    expect(within(soles).getByText('S/ 900.00')).toBeInTheDocument();
    expect(within(soles).getByText('S/ 99,099.99')).toBeInTheDocument();
    const dollars = screen.getByRole('group', { name: 'Total en dólares' });
    expect(within(dollars).getAllByText('-US$ 120.75')).toHaveLength(2);
    expect(within(dollars).getByText('US$ 0.00')).toBeInTheDocument();
  });

  it('gives an administrator every link: record, movements (all and per account) and summary', async () => {
    startSession(sessionFor('Administrador'));
    serve(balanceOverview({ accounts: [accountBalance(3, { account: financeAccount(3) })] }));
    renderAt();
    const account = await screen.findByRole('article', { name: 'Banco de Crédito del Perú' });
    expect(screen.getByRole('link', { name: 'Registrar movimiento' })).toHaveAttribute(
      'href',
      '/dashboard/egreso',
    );
    expect(screen.getByRole('link', { name: 'Ver movimientos' })).toHaveAttribute('href', '/dashboard/flujo');
    expect(screen.getByRole('link', { name: 'Resumen' })).toHaveAttribute('href', '/dashboard/resumen');
    expect(within(account).getByRole('link', { name: /Ver movimientos de/ })).toHaveAttribute(
      'href',
      '/dashboard/flujo?accountId=3',
    );
    expect(screen.getByRole('button', { name: 'Ver vista previa' })).toBeInTheDocument();
  });

  it('shows a Colaborador with balance view only the figures and past reconciliations', async () => {
    startSession(sessionFor('Colaborador'));
    serve();
    let permissionCalls = 0;
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => {
        permissionCalls += 1;
        return permissions({ balance: 'view' });
      }),
    );
    renderAt();
    const account = await screen.findByRole('article', { name: 'Banco de Crédito del Perú' });
    await waitFor(() => expect(permissionCalls).toBe(1));
    expect(screen.queryByRole('link', { name: 'Registrar movimiento' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ver movimientos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Resumen' })).not.toBeInTheDocument();
    expect(within(account).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ver vista previa' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Puedes ver las conciliaciones anteriores; ejecutar una nueva requiere permiso de edición.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Aún no hay conciliaciones.')).toBeInTheDocument();
  });

  it('links each screen a Colaborador may open, and only those', async () => {
    startSession(sessionFor('Colaborador'));
    serve();
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () =>
        permissions({ balance: 'edit', flujo: 'view', egreso: 'view', resumen: 'view' }),
      ),
    );
    renderAt();
    expect(await screen.findByRole('link', { name: 'Ver movimientos' })).toHaveAttribute(
      'href',
      '/dashboard/flujo',
    );
    expect(screen.getByRole('link', { name: 'Resumen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver movimientos de/ })).toHaveAttribute(
      'href',
      '/dashboard/flujo?accountId=1',
    );
    // egreso view is not enough to record a movement.
    expect(screen.queryByRole('link', { name: 'Registrar movimiento' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver vista previa' })).toBeInTheDocument();
  });
});
