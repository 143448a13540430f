import {
  adminUserEndpoints,
  DEFAULT_SETTINGS,
  exchangeEndpoints,
  settingsEndpoints,
  STAFF_MODULES,
  limaToday,
  type PublishRatesRequest,
  type ExchangeRates,
  type RateHistory,
  type RatePublication,
} from '@cambix/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import ExchangeRatesPage from '@/app/routes/staff/exchange-rates.tsx';
import { lastFakeSocket } from '../../../../test/fake-socket.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
afterEach(() => {
  logout();
  stopRealtime();
});

const publication = (
  id: number,
  publishedAt: string,
  buy: string,
  sell: string,
  publishedBy: string | null = 'Rosa Quispe',
): RatePublication => ({
  id,
  publishedAt,
  source: 'manual',
  publishedBy,
  buy: [
    { fromUsd: '1.00', toUsd: '1000.00', rate: buy },
    { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7450' },
  ],
  sell: [
    { fromUsd: '1.00', toUsd: '1000.00', rate: sell },
    { fromUsd: '1000.00', toUsd: '50000.00', rate: '3.7650' },
  ],
});

// In force since the day before, then one board at 10:30 Lima.
const YESTERDAY = publication(4, '2026-11-26T22:00:00.000Z', '3.7400', '3.7700', null);
const MORNING = publication(5, '2026-11-27T15:30:00.000Z', '3.7420', '3.7680');

const BOARD: ExchangeRates = {
  id: MORNING.id,
  publishedAt: MORNING.publishedAt,
  buy: MORNING.buy,
  sell: MORNING.sell,
  enabled: true,
  open: true,
  hoursText: 'lunes a viernes de 09:00 a 19:00',
  lockMinutes: 15,
  bankBuy: '3.6900',
  bankSell: '3.8300',
  declarationThresholdUsd: '5000.00',
};

function render(
  answers: RateHistory[],
  url = '/dashboard/tipo-de-cambio',
  // A view-only Colaborador by default: the publish form (and its own reads) only where a test asks for it.
  role: 'Administrador' | 'Colaborador' = 'Colaborador',
) {
  const days: (string | null)[] = [];
  server.use(
    mockEndpoint(exchangeEndpoints.rates, () => BOARD),
    mockEndpoint(settingsEndpoints.sections, () => structuredClone(DEFAULT_SETTINGS)),
    // A Colaborador who may see Ajustes but not change it.
    mockEndpoint(adminUserEndpoints.myPermissions, () => ({
      role: 'Colaborador',
      modules: STAFF_MODULES.map((module) => ({
        module,
        canView: module === 'ajustes',
        canEdit: false,
      })),
    })),
    mockEndpoint(exchangeEndpoints.history, ({ request }) => {
      days.push(new URL(request.url).searchParams.get('day'));
      return answers.length > 1 ? answers.shift()! : answers[0]!;
    }),
  );
  startSession(sessionFor(role));
  renderPages(url, [{ path: '/dashboard/tipo-de-cambio', page: ExchangeRatesPage, title: 'Tipo de cambio' }]);
  return days;
}

describe('Tipo de cambio (staff)', () => {
  it('draws the day’s first tier and lists the latest publications in Lima time', async () => {
    const days = render([
      { day: '2026-11-27', publications: [YESTERDAY, MORNING], recent: [MORNING, YESTERDAY] },
    ]);

    expect(await screen.findByRole('heading', { name: 'Primer tramo del 27/11/2026' })).toBeInTheDocument();
    // The board in force when the day began is drawn from 00:00.
    expect(screen.getByRole('img', { name: '00:00: compra S/ 3.740, venta S/ 3.770' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '10:30: compra S/ 3.742, venta S/ 3.768' })).toBeInTheDocument();
    expect(days[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const table = screen.getByRole('table', { name: 'Últimas publicaciones' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '27/11/2026 10:30',
      '26/11/2026 17:00',
    ]);
    const [morning, yesterday] = rows as [HTMLElement, HTMLElement];
    expect(within(morning).getByText('Rosa Quispe')).toBeInTheDocument();
    expect(within(morning).getByText('Manual')).toBeInTheDocument();
    expect(within(morning).getByText('US$ 1.00–US$ 999.99: S/ 3.742')).toBeInTheDocument();
    expect(within(morning).getByText('US$ 1,000.00–US$ 49,999.99: S/ 3.765')).toBeInTheDocument();
    expect(within(yesterday).getByText('Sistema')).toBeInTheDocument();
  });

  it('loads again when a board is published, so the new one shows without a reload', async () => {
    const board: ExchangeRates = {
      id: 6,
      publishedAt: '2026-11-27T17:00:00.000Z',
      buy: [{ fromUsd: '1.00', toUsd: '50000.00', rate: '3.7500' }],
      sell: [{ fromUsd: '1.00', toUsd: '50000.00', rate: '3.7600' }],
      enabled: true,
      open: true,
      hoursText: '',
      lockMinutes: 15,
      bankBuy: '3.6900',
      bankSell: '3.8300',
      declarationThresholdUsd: '5000.00',
    };
    const noon = { ...publication(6, board.publishedAt ?? '', '3.7500', '3.7600'), buy: board.buy };
    render([
      { day: '2026-11-27', publications: [YESTERDAY, MORNING], recent: [MORNING, YESTERDAY] },
      { day: '2026-11-27', publications: [YESTERDAY, MORNING, noon], recent: [noon, MORNING, YESTERDAY] },
    ]);
    const table = await screen.findByRole('table', { name: 'Últimas publicaciones' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);

    act(() => lastFakeSocket().serverSends('rates:published', board));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(within(table).getByText('27/11/2026 12:00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '12:00: compra S/ 3.750, venta S/ 3.760' })).toBeInTheDocument();
  });

  it('keeps the day in the address: a reload or a shared link opens the same day', async () => {
    const user = userEvent.setup();
    const days = render(
      [{ day: '2026-11-20', publications: [YESTERDAY], recent: [YESTERDAY] }],
      '/dashboard/tipo-de-cambio?day=2026-11-20',
    );
    await waitFor(() => expect(days).toEqual(['2026-11-20']));
    const field = screen.getByRole('group', { name: 'Día' });
    const shown = () =>
      within(field)
        .getAllByRole('spinbutton')
        .map((part) => part.textContent)
        .join('/');
    expect(shown()).toBe('20/11/2026');

    await user.click(within(field).getAllByRole('spinbutton')[0]!);
    await user.keyboard('18');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/dashboard/tipo-de-cambio?day=2026-11-18'),
    );
    await waitFor(() => expect(days.at(-1)).toBe('2026-11-18'));
  });

  it('shows today for a day that is not one, or not yet', async () => {
    for (const day of ['2026-13-40', '2999-01-01']) {
      const days = render(
        [{ day: '2026-11-27', publications: [], recent: [] }],
        `/dashboard/tipo-de-cambio?day=${day}`,
      );
      await waitFor(() => expect(days).toEqual([limaToday(new Date())]));
      cleanup();
    }
  });

  it('says so when the day had no board', async () => {
    render([{ day: '2026-11-27', publications: [], recent: [] }]);
    expect(await screen.findByText('No hubo tipo de cambio publicado ese día.')).toBeInTheDocument();
    expect(screen.getByText('Aún no hay publicaciones.')).toBeInTheDocument();
  });

  it('lets staff who may publish do it here with Ajustes’ form, on the same endpoint (decision 182)', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: PublishRatesRequest[] = [];
    server.use(
      mockEndpoint(exchangeEndpoints.publish, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return { ...BOARD, id: 6, publishedAt: '2026-11-27T16:00:00.000Z', ...body };
      }),
    );
    render(
      [{ day: '2026-11-27', publications: [YESTERDAY, MORNING], recent: [MORNING, YESTERDAY] }],
      '/dashboard/tipo-de-cambio',
      'Administrador',
    );
    const rate = await screen.findByLabelText('Tipo de cambio · Vendemos, tramo 1');
    expect(rate).toHaveValue('3.7680');
    await user.clear(rate);
    await user.type(rate, '3.7700');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      buy: MORNING.buy,
      sell: [{ ...MORNING.sell[0], rate: '3.7700' }, MORNING.sell[1]],
    });
    expect(await screen.findByText('Tipo de cambio publicado')).toBeInTheDocument();
  });

  it('shows no publish form to staff who may only look', async () => {
    render(
      [{ day: '2026-11-27', publications: [YESTERDAY, MORNING], recent: [MORNING, YESTERDAY] }],
      '/dashboard/tipo-de-cambio',
      'Colaborador',
    );
    // The grants are in: Ajustes may be seen, not changed.
    expect(await screen.findByRole('heading', { name: 'Primer tramo del 27/11/2026' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: 'Publicar' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Tipo de cambio · Vendemos/)).not.toBeInTheDocument();
  });
});
