import {
  exchangeEndpoints,
  settingsEndpoints,
  type DivisasSettings,
  type ExchangeRates,
  type PublishRatesRequest,
  type RateHistory,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { mockEndpoint, refuse } from '../../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../../test/msw.ts';
import { renderSettings, SECTIONS } from '../../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => {
  logout();
  stopRealtime();
});

const BOARD: ExchangeRates = {
  id: 7,
  // 09:05 in Lima.
  publishedAt: '2026-11-27T14:05:00.000Z',
  buy: [
    { fromUsd: '1.00', toUsd: '1000.00', rate: '3.7400' },
    { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7450' },
  ],
  sell: [
    { fromUsd: '1.00', toUsd: '1000.00', rate: '3.7700' },
    { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7650' },
  ],
  enabled: true,
  open: true,
  hoursText: 'lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00',
  lockMinutes: 15,
  bankBuy: '3.6900',
  bankSell: '3.8300',
  declarationThresholdUsd: '5000.00',
};

const HISTORY: RateHistory = {
  day: '2026-11-27',
  publications: [],
  recent: [
    {
      id: 7,
      publishedAt: BOARD.publishedAt ?? '',
      source: 'manual',
      publishedBy: 'Rosa Quispe',
      buy: BOARD.buy,
      sell: BOARD.sell,
    },
  ],
};

function serveBoard(board: ExchangeRates = BOARD) {
  server.use(
    mockEndpoint(exchangeEndpoints.rates, () => board),
    mockEndpoint(exchangeEndpoints.history, () => HISTORY),
  );
}

const group = (name: string) => screen.getByRole('group', { name });
const tier = (table: string, row: number, column: string) =>
  screen.getByLabelText(`${column} · ${table}, tramo ${row}`);

describe('Ajustes › Divisas: the settings', () => {
  it('shows the saved values and saves hours per group, a closed day as null', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: DivisasSettings[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.saveDivisas, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return body;
      }),
    );
    serveBoard();
    renderSettings(server, '?seccion=divisas');

    const lock = await screen.findByLabelText('Tiempo de bloqueo del tipo de cambio');
    expect(lock).toHaveValue('15');
    expect(screen.getByRole('switch', { name: 'Operar dólares' })).toBeChecked();
    expect(within(group('Lunes a viernes')).getByLabelText('Desde')).toHaveValue('09:00');
    expect(within(group('Sábados')).getByLabelText('Hasta')).toHaveValue('13:00');
    expect(within(group('Domingos')).getByRole('switch', { name: 'Cerrado' })).not.toBeChecked();
    expect(within(group('Domingos')).queryByLabelText('Desde')).not.toBeInTheDocument();

    await user.click(within(group('Sábados')).getByRole('switch'));
    await user.click(within(group('Domingos')).getByRole('switch'));
    const sundayFrom = within(group('Domingos')).getByLabelText('Desde');
    await user.clear(sundayFrom);
    await user.type(sundayFrom, '10:00');
    await user.clear(lock);
    await user.type(lock, '20');
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      ...SECTIONS.divisas,
      lockMinutes: 20,
      hours: {
        weekdays: { from: '09:00', to: '19:00' },
        saturday: null,
        sunday: { from: '10:00', to: '13:00' },
      },
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('checks the contract’s rules before sending, and shows the server’s messages on their fields', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      mockEndpoint(settingsEndpoints.saveDivisas, () => {
        calls += 1;
        return refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
          fields: { 'hours.weekdays.from': 'Usa HH:MM, por ejemplo 09:00.' },
        });
      }),
    );
    serveBoard();
    renderSettings(server, '?seccion=divisas');

    const bankBuy = await screen.findByLabelText('Compra del banco');
    await user.clear(bankBuy);
    await user.type(bankBuy, '3.9000');
    const weekdaysTo = within(group('Lunes a viernes')).getByLabelText('Hasta');
    await user.clear(weekdaysTo);
    await user.type(weekdaysTo, '08:00');
    const save = screen.getAllByRole('button', { name: 'Guardar' })[0]!;
    await user.click(save);
    expect(await screen.findByText('La venta del banco va por encima de su compra.')).toBeInTheDocument();
    expect(screen.getByText('El cierre va después de la apertura.')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(bankBuy);
    await user.type(bankBuy, '3.7000');
    await user.clear(weekdaysTo);
    await user.type(weekdaysTo, '19:30');
    await user.click(save);
    expect(await screen.findByText('Usa HH:MM, por ejemplo 09:00.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(within(group('Lunes a viernes')).getByLabelText('Desde')).toHaveAttribute('aria-invalid', 'true');
    expect(bankBuy).toHaveValue('3.7000');
    expect(weekdaysTo).toHaveValue('19:30');
  });
});

describe('Ajustes › Divisas: the lapsed-locks rule', () => {
  it('refuses one figure without the other under the empty one, keeps what was typed, and saves both empty as off', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: DivisasSettings[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.saveDivisas, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return body;
      }),
    );
    serveBoard();
    renderSettings(server, '?seccion=divisas');

    const limit = await screen.findByLabelText('Bloqueos vencidos permitidos');
    const days = screen.getByLabelText('En los últimos');
    expect(limit).toHaveValue('3');
    expect(days).toHaveValue('7');
    await user.clear(days);
    const save = screen.getAllByRole('button', { name: 'Guardar' })[0]!;
    await user.click(save);
    expect(
      await screen.findByText(
        'Indica en cuántos días se cuentan, o deja ambos campos vacíos para no aplicar la regla.',
      ),
    ).toBeInTheDocument();
    expect(days).toHaveAttribute('aria-invalid', 'true');
    expect(limit).toHaveValue('3');
    expect(sent).toHaveLength(0);

    await user.type(days, '91');
    await user.click(save);
    expect(await screen.findByText('Usa entre 1 y 90 días.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(days);
    await user.clear(limit);
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ lapsedLocksLimit: null, lapsedLocksWindowDays: null });
  });
});

describe('Ajustes › Divisas: publishing the board', () => {
  it('starts from the board in force, shows the spread live and publishes the rows', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: PublishRatesRequest[] = [];
    server.use(
      mockEndpoint(exchangeEndpoints.publish, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return { ...BOARD, id: 8, publishedAt: '2026-11-27T15:30:00.000Z', ...body };
      }),
    );
    serveBoard();
    renderSettings(server, '?seccion=divisas');

    expect(
      await screen.findByText('Vigente desde el 27/11/2026 09:05, publicado por Rosa Quispe.'),
    ).toBeInTheDocument();
    expect(tier('Compramos', 2, 'Tipo de cambio')).toHaveValue('3.7450');
    expect(tier('Vendemos', 1, 'Hasta US$')).toHaveValue('1000.00');
    // Middle (3.7450 + 3.7650) / 2; widest pair 3.7700 − 3.7400 = 0.03, 0.80 % of the middle.
    expect(screen.getByText('S/ 3.755')).toBeInTheDocument();
    expect(screen.getByText('0.80 % del precio medio (máximo 3.00 %)', { exact: false })).toBeInTheDocument();

    const publish = screen.getByRole('button', { name: 'Publicar' });
    expect(publish).toBeDisabled();
    const sellRate = tier('Vendemos', 1, 'Tipo de cambio');
    await user.clear(sellRate);
    await user.type(sellRate, '3.7800');
    // 3.7800 − 3.7400 = 0.04 over the same middle: 1.07 %.
    expect(screen.getByText(/1\.07 % del precio medio/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Agregar tramo (Compramos)' }));
    expect(tier('Compramos', 3, 'Desde US$')).toHaveValue('50000.00');
    await user.type(tier('Compramos', 3, 'Hasta US$'), '100000.00');
    await user.click(screen.getByRole('button', { name: 'Quitar tramo 3 de Compramos' }));

    await user.click(publish);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      buy: BOARD.buy,
      sell: [{ ...BOARD.sell[0], rate: '3.7800' }, BOARD.sell[1]],
    });
    expect(await screen.findByText('Tipo de cambio publicado')).toBeInTheDocument();
    expect(screen.getByText(/Vigente desde el 27\/11\/2026 10:30/)).toBeInTheDocument();
  });

  it('checks the tiers before sending, and shows the guard’s refusal and field errors keeping every row', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = refuse(
      'RATE_SPREAD_TOO_WIDE',
      'El diferencial entre compra y venta supera el máximo configurado en Ajustes.',
      409,
    );
    let calls = 0;
    server.use(
      mockEndpoint(exchangeEndpoints.publish, () => {
        calls += 1;
        return answer;
      }),
    );
    serveBoard();
    renderSettings(server, '?seccion=divisas');

    const secondFrom = await screen.findByLabelText('Desde US$ · Vendemos, tramo 2');
    await user.clear(secondFrom);
    await user.type(secondFrom, '900.00');
    const publish = screen.getByRole('button', { name: 'Publicar' });
    await user.click(publish);
    expect(await screen.findByText('Empieza donde termina el tramo anterior (1000.00).')).toBeInTheDocument();
    expect(calls).toBe(0);

    await user.clear(secondFrom);
    await user.type(secondFrom, '1000.00');
    const buyRate = tier('Compramos', 1, 'Tipo de cambio');
    await user.clear(buyRate);
    await user.type(buyRate, '3.5000');
    await user.click(publish);
    expect(
      await screen.findByText('El diferencial entre compra y venta supera el máximo configurado en Ajustes.'),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(buyRate).toHaveValue('3.5000');
    expect(tier('Vendemos', 2, 'Tipo de cambio')).toHaveValue('3.7650');

    answer = refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
      fields: { 'buy.1.rate': 'Un tramo mayor compra al mismo precio o mejor.' },
    });
    await user.click(publish);
    expect(await screen.findByText('Un tramo mayor compra al mismo precio o mejor.')).toBeInTheDocument();
    expect(tier('Compramos', 2, 'Tipo de cambio')).toHaveAttribute('aria-invalid', 'true');
    expect(buyRate).toHaveValue('3.5000');
  });

  it('is read-only without ajustes edit: no publish button, no row buttons', async () => {
    serveBoard();
    renderSettings(server, '?seccion=divisas', { canEdit: false });
    expect(await screen.findByLabelText('Tipo de cambio · Compramos, tramo 1')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Agregar tramo/ })).not.toBeInTheDocument();
  });
});
