import { type Board, type BoardCard, type OrderChanged, adminOrderEndpoints } from '@cambix/contract';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { fakeSockets, lastFakeSocket } from '../../../../test/fake-socket.ts';
import { stopRealtime } from '@/features/realtime';
import { sessionFor } from '../../../../test/fixtures.ts';
import { BCP } from '../../../../test/orders.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { LiveBoard } from './live-board.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const card = (id: number, status: 1 | 3 | 4, overrides: Partial<BoardCard> = {}): BoardCard => ({
  id,
  code: `ORD${String(id).padStart(5, '0')}`,
  status,
  customerName: `Cliente ${id}`,
  kind: 'saldo',
  sendAmount: '1000.00',
  sendCurrency: 'PEN',
  receiveAmount: '955.00',
  receiveCurrency: 'PEN',
  direction: null,
  rate: null,
  paymentBank: BCP,
  destinationBankName: 'Interbank',
  statusSince: '2026-11-21T14:00:00.000Z',
  channel: 'web',
  ...overrides,
});

function serveBoard(board: Board) {
  let requests = 0;
  server.use(
    mockEndpoint(adminOrderEndpoints.board, () => {
      requests += 1;
      return board;
    }),
  );
  return () => requests;
}

const column = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  fakeSockets.length = 0;
  vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-21T14:30:00.000Z') });
  startSession(sessionFor('Administrador'));
});
afterEach(() => {
  stopRealtime();
  logout();
  vi.useRealTimers();
});

describe('Tarjetas', () => {
  it('shows the cards in their columns with counts, amounts and the waiting time', async () => {
    serveBoard({
      cards: [card(1, 1), card(2, 3), card(3, 3, { statusSince: '2026-11-21T12:00:00.000Z' })],
      at: '',
    });
    renderWithProviders(<LiveBoard title="Tarjetas" />);
    const pending = await screen.findByRole('region', { name: 'Pendiente de pago' });
    expect(within(pending).getByText('1 orden')).toBeInTheDocument();
    expect(within(pending).getByText('ORD00001')).toBeInTheDocument();
    expect(within(pending).getByText('30 min')).toBeInTheDocument();
    expect(within(column('Por pagar')).getByText('2 órdenes')).toBeInTheDocument();
    // The longest waiting first.
    const codes = within(column('Por pagar'))
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(codes).toEqual(['ORD00003', 'ORD00002']);
    expect(within(column('Por pagar')).getByText('2 h 30 min')).toBeInTheDocument();
    expect(within(column('Observada')).getByText('Nada por aquí.')).toBeInTheDocument();
    expect(screen.getAllByText(/S\/\s1,000.00 → S\/\s955.00/)).toHaveLength(3);
    expect(screen.getByText('09:30')).toBeInTheDocument();
  });

  it('shows a divisas card in its two currencies, with its direction and rate', async () => {
    serveBoard({
      cards: [
        card(1, 3, {
          kind: 'divisas',
          direction: 'venta',
          rate: '3.7680',
          sendAmount: '1884.00',
          sendCurrency: 'PEN',
          receiveAmount: '500.00',
          receiveCurrency: 'USD',
        }),
        card(2, 3),
      ],
      at: '',
    });
    renderWithProviders(<LiveBoard title="Tarjetas" />);
    const divisas = await screen.findByRole('article', { name: /ORD00001/ });
    expect(within(divisas).getByText(/S\/\s1,884.00 → US\$\s500.00/)).toBeInTheDocument();
    expect(within(divisas).getByText('Venta US$')).toBeInTheDocument();
    expect(within(divisas).getByText('T.C. S/ 3.768')).toBeInTheDocument();
    const saldo = screen.getByRole('article', { name: /ORD00002/ });
    expect(within(saldo).queryByText(/T\.C\./)).not.toBeInTheDocument();
  });

  it('moves a card between columns and removes it from order:changed, without asking the server again', async () => {
    const requests = serveBoard({ cards: [card(1, 1), card(2, 3)], at: '' });
    renderWithProviders(<LiveBoard title="Tarjetas" />);
    await screen.findByText('ORD00001');
    const socket = lastFakeSocket();

    const moved: OrderChanged = {
      orderId: 1,
      code: 'ORD00001',
      fromStatus: 1,
      toStatus: 3,
      at: '2026-11-21T14:29:00.000Z',
      card: card(1, 3, { statusSince: '2026-11-21T14:29:00.000Z' }),
    };
    act(() => socket.serverSends('order:changed', moved));
    await vi.waitFor(() => expect(within(column('Por pagar')).getByText('ORD00001')).toBeInTheDocument());
    expect(within(column('Pendiente de pago')).queryByText('ORD00001')).not.toBeInTheDocument();
    const arrived = within(column('Por pagar')).getByRole('article', { name: 'ORD00001, Cliente 1' });
    expect(arrived).toHaveAttribute('data-arrived', 'true');
    expect(within(column('Por pagar')).getByText('2 órdenes')).toBeInTheDocument();

    act(() =>
      socket.serverSends('order:changed', {
        orderId: 2,
        code: 'ORD00002',
        fromStatus: 3,
        toStatus: 5,
        at: '2026-11-21T14:29:30.000Z',
        card: null,
      } satisfies OrderChanged),
    );
    // The query cache tells the screen on its next tick.
    await vi.waitFor(() => expect(screen.queryByText('ORD00002')).not.toBeInTheDocument());
    expect(within(column('Por pagar')).getByText('1 orden')).toBeInTheDocument();
    expect(requests()).toBe(1);

    // The highlight fades.
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(
      within(column('Por pagar')).getByRole('article', { name: 'ORD00001, Cliente 1' }),
    ).not.toHaveAttribute('data-arrived');
  });

  it('reloads the board when the connection comes (back) and says it is live', async () => {
    const requests = serveBoard({ cards: [card(1, 1)], at: '' });
    renderWithProviders(<LiveBoard title="Tarjetas" />);
    await screen.findByText('ORD00001');
    expect(screen.getByRole('status')).toHaveTextContent('Reconectando…');
    act(() => lastFakeSocket().acceptConnection());
    expect(screen.getByRole('status')).toHaveTextContent('En vivo');
    await vi.waitFor(() => expect(requests()).toBe(2));
  });
});
