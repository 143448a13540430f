import {
  type AccountStatus,
  exchangeEndpoints,
  type Profile,
  profileEndpoints,
  orderEndpoints,
  pointsEndpoints,
} from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { saveOrderDraft, takeOrderDraft } from '@/lib/order-draft.ts';
import { RATES } from '../../../../test/exchange.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { LIMIT, orderFixture, POINTS } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import WelcomeScreen from './welcome.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => {
  stopRealtime();
  logout();
});

function profile(accountStatus: AccountStatus, statusReason: string | null = null): Profile {
  return {
    nombres: 'Ana Lucía',
    apellido_paterno: 'Quispe',
    apellido_materno: 'Mamani',
    tipo_documento: 'DNI',
    dni: '40000001',
    email: 'ana@cambix.test',
    celular: '987654321',
    accountStatus,
    statusReason,
    state: 0,
    isPep: false,
    pepDetail: null,
    date_birthday: '1992-03-08',
    gender: 'F',
    departamento: '15',
    provincia: '1501',
    distrito: '150122',
    direccion: 'Av. José Pardo 540',
    ocupacion: 'Contadora',
    nacionalidad: 'PE',
    profileUpdatedAt: '2026-11-21T15:00:00.000Z',
  };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname + useLocation().search}</p>;
}

function renderWith(status: AccountStatus, reason: string | null = null) {
  startSession(sessionFor('Cliente'));
  server.use(
    mockEndpoint(profileEndpoints.profile, () => profile(status, reason)),
    mockEndpoint(orderEndpoints.limitAmount, () => LIMIT),
    mockEndpoint(pointsEndpoints.mine, () => POINTS),
    mockEndpoint(exchangeEndpoints.rates, () => RATES),
    mockEndpoint(orderEndpoints.list, ({ request }) => {
      const size = Number(new URL(request.url).searchParams.get('size'));
      const items = [
        orderFixture({ status: 1, expiresAt: null }),
        orderFixture({ id: 8, code: 'AB23CD45', status: 5 }),
      ];
      return { items: items.slice(0, size), total: 2, page: 1, size };
    }),
  );
  renderWithProviders(
    <Routes>
      <Route
        path="/userDashboard"
        element={<WelcomeScreen params={{}} search={new URLSearchParams()} title="Inicio" />}
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/userDashboard' },
  );
}

describe('/userDashboard welcome', () => {
  it('greets the customer and says in plain words that the account is in review', async () => {
    renderWith('POR_VALIDAR');
    expect(screen.getByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(await screen.findByText('Tu cuenta está en revisión')).toBeInTheDocument();
    for (const [name, href] of [
      [/Crear orden/, '/userDashboard/nueva-orden'],
      [/Mis cuentas/, '/userDashboard/cuentas'],
      [/Mi perfil/, '/userDashboard/perfil'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('shows the month’s limit, the points balance and the last orders, each opening its detail', async () => {
    renderWith('ACTIVO');
    expect(await screen.findByText('Has usado S/ 12,500.00 de S/ 50,000.00 este mes')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Límite mensual' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(await screen.findByText('230 puntos')).toBeInTheDocument();
    expect(screen.getByText('Hoy valen S/ 10.00 menos de comisión en tu próxima orden.')).toBeInTheDocument();
    // The card's own text names its link, its code first (issue 34).
    expect(await screen.findByRole('link', { name: /^Ver orden AB23CD45 / })).toHaveAttribute(
      'href',
      '/userDashboard/ordenes?orden=AB23CD45',
    );
    expect(screen.getByRole('link', { name: 'Ver todas' })).toHaveAttribute('href', '/userDashboard/ordenes');
    expect(screen.getByRole('link', { name: 'Ver mis puntos' })).toHaveAttribute(
      'href',
      '/userDashboard/mis-puntos',
    );
  });

  it('continues in nueva-orden when a quote from /crear-orden waits', async () => {
    saveOrderDraft({ bankId: 1, mode: 'send', amount: '1500' });
    renderWith('ACTIVO');
    expect(await screen.findByTestId('where')).toHaveTextContent('/userDashboard/nueva-orden');
  });

  it('quotes dollars and starts nueva-orden with the direction and the amount', async () => {
    renderWith('ACTIVO');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Invertir: comprar o vender dólares' }));
    await user.type(screen.getByLabelText('Envías (US$)'), '1000');
    expect(screen.getByLabelText('Recibes (S/)')).toHaveValue('3,742.00');
    expect(screen.getByText('Te compramos a S/ 3.742')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cambiar dólares' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/userDashboard/nueva-orden');
    expect(takeOrderDraft()).toEqual({ kind: 'divisas', direction: 'compra', mode: 'send', amount: '1000' });
  });

  it('says the account is active', async () => {
    renderWith('ACTIVO');
    expect(await screen.findByText('Tu cuenta está activa')).toBeInTheDocument();
  });

  it('shows a rejection with the reason staff gave', async () => {
    renderWith('RECHAZADO', 'La foto del DNI no se lee.');
    expect(await screen.findByText('No pudimos validar tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('Motivo: La foto del DNI no se lee.')).toBeInTheDocument();
  });
});
