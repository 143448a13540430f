import { exchangeEndpoints } from '@cambix/contract';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { RATES } from '../../../test/exchange.ts';
import { fakeSockets, lastFakeSocket } from '../../../test/fake-socket.ts';
import { sessionFor } from '../../../test/fixtures.ts';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { ExchangeCalculatorCard, type ExchangeStart } from './exchange-calculator-card.tsx';

const server = setupApiServer();

beforeEach(() => {
  fakeSockets.length = 0;
});
afterEach(() => {
  stopRealtime();
  logout();
});

function renderCard(rates = RATES, anonymous = false) {
  server.use(mockEndpoint(exchangeEndpoints.rates, () => rates));
  const started: ExchangeStart[] = [];
  renderWithProviders(
    <ExchangeCalculatorCard
      startLabel="Cambiar dólares"
      anonymous={anonymous}
      onStart={(start) => started.push(start)}
    />,
  );
  return started;
}

describe('the dollar calculator', () => {
  it('computes the other field on every keystroke, either way, with the tier and the savings', async () => {
    startSession(sessionFor('Cliente'));
    const started = renderCard();
    const user = userEvent.setup();
    const receive = await screen.findByLabelText('Recibes (US$)');
    const send = screen.getByLabelText('Envías (S/)');
    expect(screen.getByText('Te vendemos a S/ 3.775')).toBeInTheDocument();

    await user.type(receive, '1000');
    expect(receive).toHaveValue('1,000');
    expect(send).toHaveValue('3,768.00');
    expect(screen.getByText('Te vendemos a S/ 3.768')).toBeInTheDocument();
    expect(screen.getByText('Tramo desde US$ 1,000.00')).toBeInTheDocument();
    expect(screen.getByText('Ahorras S/ 52.00 frente al banco')).toBeInTheDocument();

    // A keystroke below the tier changes the rate at once: US$ 100 sells at the first tier's.
    await user.clear(receive);
    await user.type(receive, '100');
    expect(send).toHaveValue('377.50');
    expect(screen.getByText('Tramo desde US$ 100.00')).toBeInTheDocument();

    await user.clear(send);
    await user.type(send, '18840');
    expect(receive).toHaveValue('5,000.00');

    await user.click(screen.getByRole('button', { name: 'Cambiar dólares' }));
    expect(started).toEqual([{ direction: 'venta', mode: 'send', amount: '18840' }]);
  });

  it('swaps direction keeping the amount in its currency, and refuses outside the tiers', async () => {
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Recibes (US$)'), '1000');
    await user.click(screen.getByRole('button', { name: 'Invertir: comprar o vender dólares' }));

    // Now the customer sells the dollars: they are what they send.
    expect(screen.getByLabelText('Envías (US$)')).toHaveValue('1,000');
    expect(screen.getByLabelText('Recibes (S/)')).toHaveValue('3,742.00');
    expect(screen.getByText('Te compramos a S/ 3.742')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Envías (US$)'), '00');
    expect(screen.getByText('El monto máximo es US$ 49,999.99.')).toBeInTheDocument();
    expect(screen.getByLabelText('Recibes (S/)')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Cambiar dólares' })).toBeDisabled();

    await user.clear(screen.getByLabelText('Envías (US$)'));
    await user.type(screen.getByLabelText('Envías (US$)'), '50');
    expect(screen.getByText('El monto mínimo es US$ 100.00.')).toBeInTheDocument();
  });

  it('takes a new board from the socket at once, with its time', async () => {
    startSession(sessionFor('Cliente'));
    renderCard();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Recibes (US$)'), '1000');
    expect(screen.getByText('Actualizado 09:05')).toBeInTheDocument();

    act(() =>
      lastFakeSocket().serverSends('rates:published', {
        ...RATES,
        id: 4,
        publishedAt: '2026-11-27T15:30:00.000Z',
        sell: [
          { fromUsd: '100.00', toUsd: '1000.00', rate: '3.7800' },
          { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7710' },
        ],
      }),
    );
    expect(await screen.findByText('Te vendemos a S/ 3.771')).toBeInTheDocument();
    expect(screen.getByLabelText('Envías (S/)')).toHaveValue('3,771.00');
    expect(screen.getByText('Actualizado 10:30')).toBeInTheDocument();
  });

  it('listens without a session only where asked (the public page)', async () => {
    renderCard(RATES, true);
    await screen.findByLabelText('Recibes (US$)');
    const socket = lastFakeSocket();
    expect(socket.active).toBe(true);
    expect(socket.auth).toEqual({});
    stopRealtime();

    fakeSockets.length = 0;
    renderCard(RATES, false);
    expect(lastFakeSocket().active).toBe(false);
  });

  it('says when dollars are not taken now, with the hours', async () => {
    renderCard({ ...RATES, open: false });
    expect(
      await screen.findByText(
        'Operamos dólares de lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00. Puedes cotizar ahora y crear tu orden en ese horario.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar dólares' })).toBeDisabled();
  });
});
