import { bankEndpoints, exchangeEndpoints, orderEndpoints, serviceHoursEndpoints } from '@cambix/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { takeOrderDraft } from '@/lib/order-draft.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { RATES } from '../../../../test/exchange.ts';
import { fakeSockets, lastFakeSocket } from '../../../../test/fake-socket.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { PUBLIC_HOURS_CLOSED } from '../../../../test/service-hours.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { LIVE_QUOTE } from '../../../../test/orders.ts';
import { queryClient } from '@/lib/query-client.ts';
import CreateOrderPage from './create-order.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => {
  stopRealtime();
  logout();
  queryClient.clear();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function serve() {
  const asked: { body: unknown; authorization: string | null }[] = [];
  server.use(
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(serviceHoursEndpoints.publicHours, () => PUBLIC_HOURS_CLOSED),
    mockEndpoint(orderEndpoints.quote, async ({ request }) => {
      asked.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return {
        ...LIVE_QUOTE,
        sendAmount: '1500.00',
        fee: '67.50',
        finalFee: '67.50',
        receiveAmount: '1432.50',
        arrival: { ...LIVE_QUOTE.arrival!, kind: 'interbank', text: 'Llega el lunes antes de las 11:00' },
        processingText: 'Procesaremos tu operación el lunes desde las 09:00',
      };
    }),
  );
  return asked;
}

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/crear-orden']}>
      <Routes>
        <Route path="/crear-orden" element={<CreateOrderPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function quote() {
  const user = userEvent.setup();
  renderPage();
  const bank = screen.getByLabelText('Banco desde el que pagarás');
  await within(bank).findByRole('option', { name: 'Banco de Crédito del Perú' });
  await user.selectOptions(bank, 'Banco de Crédito del Perú');
  const amount = screen.getByLabelText('Monto que envías (S/)');
  // Typed with its thousands comma, as the field shows it (decision 110).
  await user.type(amount, '1,500');
  expect(amount).toHaveValue('1,500');
  expect(await screen.findByText('S/ 1,432.50')).toBeInTheDocument();
  return user;
}

describe('/crear-orden', () => {
  it('says the hours, each bank’s times and, for the bank named, when the money arrives', async () => {
    const asked = serve();
    const user = await quote();
    expect(screen.getByText('Cerrado · abrimos el lunes a las 09:00')).toBeInTheDocument();
    expect(
      screen.getByText('Atendemos lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00.'),
    ).toBeInTheDocument();
    const times = screen.getByRole('region', { name: 'Tiempos de transferencia' });
    expect(within(times).getByText('Banco de Crédito del Perú')).toBeInTheDocument();
    expect(
      within(times).getByText(/Mismo banco: hasta 15 min · Otro banco \(CCI\): día hábil siguiente/),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Banco donde recibes (opcional)'), 'BanBif');
    await waitFor(() =>
      expect(asked.at(-1)?.body).toEqual({ bankId: 1, destinationBankId: 5, sendAmount: '1500' }),
    );
    const timing = await screen.findByRole('group', { name: 'Cuándo llega' });
    expect(timing).toHaveTextContent('Llega el lunes antes de las 11:00');
    expect(timing).toHaveTextContent('Procesaremos tu operación el lunes desde las 09:00');
  });

  it('quotes with the application key, only banks where Cambix collects, and keeps the draft through login', async () => {
    const asked = serve();
    const user = await quote();
    const paying = screen.getByLabelText('Banco desde el que pagarás');
    expect(within(paying).queryByRole('option', { name: 'BanBif' })).not.toBeInTheDocument();
    expect(asked).toEqual([{ body: { bankId: 1, sendAmount: '1500' }, authorization: 'AppKey cambix-web' }]);

    await user.click(screen.getByRole('button', { name: 'Crear orden' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(takeOrderDraft()).toEqual({ bankId: 1, mode: 'send', amount: '1500' });
  });

  it('keeps the draft when the visitor goes to register instead', async () => {
    serve();
    const user = await quote();
    await user.click(screen.getByRole('link', { name: 'Regístrate' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/registro');
    expect(takeOrderDraft()).toEqual({ bankId: 1, mode: 'send', amount: '1500' });
  });

  it('takes a signed-in customer straight to nueva-orden', async () => {
    startSession(sessionFor('Cliente'));
    serve();
    const user = await quote();
    await user.click(screen.getByRole('button', { name: 'Crear orden' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/userDashboard/nueva-orden');
  });

  it('quotes dollars on the published board, live on an anonymous socket, and keeps the draft through login', async () => {
    serve();
    fakeSockets.length = 0;
    server.use(mockEndpoint(exchangeEndpoints.rates, () => RATES));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('radio', { name: 'Dólares' }));
    expect(screen.getByRole('heading', { name: 'Compra y venta de dólares' })).toBeInTheDocument();
    await user.type(await screen.findByLabelText('Recibes (US$)'), '1000');
    expect(screen.getByLabelText('Envías (S/)')).toHaveValue('3,768.00');
    expect(screen.getByText('Te vendemos a S/ 3.768')).toBeInTheDocument();
    expect(lastFakeSocket().auth).toEqual({});
    expect(lastFakeSocket().active).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Empezar' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/login');
    expect(takeOrderDraft()).toEqual({
      kind: 'divisas',
      direction: 'venta',
      mode: 'receive',
      amount: '1000',
    });
  });
});
