import {
  bankEndpoints,
  exchangeEndpoints,
  serviceHoursEndpoints,
  settingsEndpoints,
  type PublicContact,
  type RateTrend,
} from '@cambix/contract';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stopRealtime } from '@/features/realtime';
import { takeOrderDraft } from '@/lib/order-draft.ts';
import { queryClient } from '@/lib/query-client.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { RATES } from '../../../../test/exchange.ts';
import { fakeSockets, lastFakeSocket } from '../../../../test/fake-socket.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { PUBLIC_HOURS_OPEN } from '../../../../test/service-hours.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import HomePage from './home.tsx';

const server = setupApiServer();
beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => {
  stopRealtime();
  queryClient.clear();
});

const TREND: RateTrend = {
  day: '2026-11-27',
  today: [{ id: RATES.id!, publishedAt: RATES.publishedAt!, buy: RATES.buy, sell: RATES.sell }],
  days: [
    { day: '2026-11-26', buy: '3.7300', sell: '3.7800' },
    { day: '2026-11-27', buy: '3.7350', sell: '3.7750' },
  ],
};

const CONTACT: PublicContact = {
  company: { name: 'Cambix S.A.C.', ruc: '20100047218', address: 'Av. Larco 1232', sbsRegistration: '' },
  contact: { whatsapp: '+51987654321', email: 'ayuda@cambix.pe' },
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderHome(contact: PublicContact = CONTACT) {
  server.use(
    mockEndpoint(exchangeEndpoints.rates, () => RATES),
    mockEndpoint(exchangeEndpoints.trend, () => TREND),
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(settingsEndpoints.publicContact, () => contact),
    mockEndpoint(serviceHoursEndpoints.publicHours, () => PUBLIC_HOURS_OPEN),
  );
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const side = (name: string) => screen.getByText(name, { selector: '.cx-today-rates__label' }).closest('div')!;

describe('the public landing "/" (decision 181)', () => {
  it('shows today’s compra and venta side by side as the server published them, one h1, sign-in one tap away', async () => {
    renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Tipo de cambio hoy' })).toBeInTheDocument();
    await screen.findByText('Te compramos tus dólares a');
    expect(within(side('Compra')).getByText('S/ 3.735')).toBeInTheDocument();
    expect(within(side('Compra')).getByText('Banco: S/ 3.690')).toBeInTheDocument();
    expect(within(side('Venta')).getByText('S/ 3.775')).toBeInTheDocument();
    expect(within(side('Venta')).getByText('Banco: S/ 3.820')).toBeInTheDocument();
    expect(await screen.findByText('Abierto ahora · hasta las 19:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Horario y tiempos de transferencia' })).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Cuenta' });
    expect(within(nav).getByRole('link', { name: 'Ingresar' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/registro');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('opens the calculator on a worked example with the savings, converts both ways and keeps the amount through sign-in', async () => {
    renderHome();
    const user = userEvent.setup();
    // Buying US$ 1,000 at the second tier (3.768) against the bank's 3.82.
    expect(await screen.findByLabelText('Recibes (US$)')).toHaveValue('1,000');
    expect(screen.getByLabelText('Envías (S/)')).toHaveValue('3,768.00');
    expect(screen.getByText('Ahorras S/ 52.00 frente al banco')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Invertir: comprar o vender dólares' }));
    expect(screen.getByLabelText('Envías (US$)')).toHaveValue('1,000');
    expect(screen.getByLabelText('Recibes (S/)')).toHaveValue('3,742.00');
    expect(screen.getByText('Te compramos a S/ 3.742')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Recibes (S/)'));
    await user.type(screen.getByLabelText('Recibes (S/)'), '373.50');
    expect(screen.getByLabelText('Envías (US$)')).toHaveValue('100.00');

    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(takeOrderDraft()).toEqual({
      kind: 'divisas',
      direction: 'compra',
      mode: 'receive',
      amount: '373.50',
    });
  });

  it('takes a board published by staff at once, on a socket without a session', async () => {
    renderHome();
    await screen.findByText('Te compramos tus dólares a');
    const socket = lastFakeSocket();
    expect(socket.active).toBe(true);
    expect(socket.auth).toEqual({});
    act(() =>
      socket.serverSends('rates:published', {
        ...RATES,
        id: 4,
        publishedAt: '2026-11-27T15:30:00.000Z',
        buy: [{ fromUsd: '100.00', toUsd: '50000.00', rate: '3.7400' }],
        sell: [{ fromUsd: '100.00', toUsd: '50000.00', rate: '3.7800' }],
      }),
    );
    expect(await within(side('Venta')).findByText('S/ 3.780')).toBeInTheDocument();
    expect(within(side('Compra')).getByText('S/ 3.740')).toBeInTheDocument();
    expect(
      screen.getByText('Actualizado 10:30', { selector: '.cx-today-rates__updated' }),
    ).toBeInTheDocument();
  });

  it('loads the charts, the banks and the contact below, hiding the SBS line while it is empty', async () => {
    renderHome();
    expect(
      await screen.findByRole('heading', { name: 'Hoy, 27/11/2026' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Últimos 30 días' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '26/11: compra S/ 3.730, venta S/ 3.780' })).toBeInTheDocument();

    const banks = await screen.findByRole('region', { name: 'Bancos con los que trabajamos' });
    expect(within(banks).getByText('Banco de Crédito del Perú')).toBeInTheDocument();
    expect(within(banks).getByText('BanBif')).toBeInTheDocument();

    const contact = await screen.findByRole('region', { name: 'Contáctanos' });
    expect(within(contact).getByRole('link', { name: '+51987654321' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/51987654321\?text=/),
    );
    expect(within(contact).getByRole('link', { name: 'ayuda@cambix.pe' })).toHaveAttribute(
      'href',
      'mailto:ayuda@cambix.pe',
    );
    expect(within(contact).getByText('Cambix S.A.C. · RUC 20100047218')).toBeInTheDocument();
    expect(within(contact).queryByText(/Registro SBS/)).not.toBeInTheDocument();
  });

  it('shows the SBS registration once Ajustes has it', async () => {
    renderHome({
      ...CONTACT,
      company: { ...CONTACT.company, sbsRegistration: 'Resolución SBS N° 01234-2024' },
    });
    expect(
      await screen.findByText(
        'Cambix S.A.C. · RUC 20100047218 · Registro SBS: Resolución SBS N° 01234-2024',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  });
});
