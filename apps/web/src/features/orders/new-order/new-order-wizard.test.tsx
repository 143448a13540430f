import {
  type BankAccount,
  type LiveQuote,
  type NewOrderRequest,
  type Order,
  exchangeEndpoints,
  orderEndpoints,
  bankEndpoints,
  bankAccountEndpoints,
  pointsEndpoints,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { stopRealtime } from '@/features/realtime';
import { hasOrderDraft, saveOrderDraft } from '@/lib/order-draft.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { divisasOrderFixture, RATES } from '../../../../test/exchange.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { ACCOUNTS, LIMIT, LIVE_QUOTE, orderFixture, POINTS } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { NewOrderWizard } from './new-order-wizard.tsx';
import { mockEndpoint, rawReply, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
const VOUCHER = { kind: 'voucher' as const, mimeType: 'image/jpeg', uploadedAt: '2026-11-21T15:05:00.000Z' };

/** Ana's dollar account at BCP, beside her soles accounts. */
const USD_ACCOUNT: BankAccount = {
  id: 13,
  bank: { id: 1, code: '002', name: 'Banco de Crédito del Perú' },
  accountType: { id: 1, name: 'Ahorros' },
  currency: 'USD',
  accountNumber: '19198765432109',
  cci: null,
  alias: 'Dólares',
  isProvincia: false,
  confirmed: true,
};

function serve(active: Order | null, accounts: BankAccount[] = ACCOUNTS, answer: LiveQuote = LIVE_QUOTE) {
  const quotes: unknown[] = [];
  server.use(
    mockEndpoint(orderEndpoints.active, () => active),
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(bankAccountEndpoints.list, () => accounts),
    mockEndpoint(exchangeEndpoints.rates, () => RATES),
    mockEndpoint(exchangeEndpoints.rateLock, () => ({ indicative: false })),
    mockEndpoint(pointsEndpoints.mine, () => POINTS),
    mockEndpoint(orderEndpoints.limitAmount, () => LIMIT),
    mockEndpoint(bankEndpoints.paymentSteps, () => [
      { bankId: 1, step_number: 2, text: 'Elige «Transferir a otra cuenta BCP».' },
      { bankId: 1, step_number: 1, text: 'Entra a tu app BCP.' },
    ]),
    mockEndpoint(orderEndpoints.quote, async ({ request }) => {
      quotes.push(await request.json());
      return answer;
    }),
  );
  return quotes;
}

function renderWizard() {
  return renderWithProviders(
    <NewOrderWizard
      title="Nueva orden"
      accountsPath="/userDashboard/cuentas"
      historyPath="/userDashboard/ordenes"
    />,
  );
}

beforeEach(() => startSession(sessionFor('Cliente')));
afterEach(() => {
  stopRealtime();
  logout();
});

async function chooseOrigin(user: ReturnType<typeof userEvent.setup>, origin: string) {
  await user.click(screen.getByRole('combobox', { name: 'Origen de los fondos' }));
  await user.click(await screen.findByRole('option', { name: origin }));
}

describe('nueva-orden', () => {
  it('says under the quote when the money arrives and, while Cambix is closed, when it is processed', async () => {
    serve(null, ACCOUNTS, {
      ...LIVE_QUOTE,
      arrival: { ...LIVE_QUOTE.arrival!, day: '2026-12-07', text: 'Llega el lunes antes de las 10:00' },
      processingText: 'Procesaremos tu operación el lunes desde las 09:00',
    });
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }));
    await user.type(screen.getByLabelText('Monto que envías'), '1000');
    const timing = await screen.findByRole('group', { name: 'Cuándo llega' });
    expect(timing).toHaveTextContent('Llega el lunes antes de las 10:00');
    expect(timing).toHaveTextContent('Procesaremos tu operación el lunes desde las 09:00');
  });

  it('quotes once the customer stops typing, and a retried Continuar keeps its idempotency key', async () => {
    const quotes = serve(null);
    const created: NewOrderRequest[] = [];
    server.use(
      mockEndpoint(orderEndpoints.newOrder, async ({ request }) => {
        created.push((await request.json()) as NewOrderRequest);
        return created.length === 1
          ? refuse('LIMIT_EXCEEDED', 'Te quedan S/ 500.00 este mes.', 422)
          : orderFixture();
      }),
    );
    const user = userEvent.setup();
    renderWizard();

    await user.click(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }));
    await user.type(screen.getByLabelText('Monto que envías'), '1000');
    expect(await screen.findByText('S/ 955.00')).toBeInTheDocument();
    expect(quotes).toEqual([{ bankId: 1, sendAmount: '1000', destinationAccountId: 11 }]);
    expect(screen.getByText('Has usado S/ 12,500.00 de S/ 50,000.00 este mes')).toBeInTheDocument();

    // Every order declares where its money comes from; the refused Continuar brings that field to the eye.
    const scrolledTo: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Elige el origen de los fondos.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    const origin = screen.getByRole('combobox', { name: 'Origen de los fondos' });
    await waitFor(() => expect(origin).toHaveFocus());
    expect(scrolledTo).toEqual([origin]);
    await chooseOrigin(user, 'Sueldo o honorarios');
    expect(screen.queryByText('Elige el origen de los fondos.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Te quedan S/ 500.00 este mes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto que envías')).toHaveValue('1,000');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeInTheDocument();
    expect(created).toHaveLength(2);
    expect(created[1]?.idempotencyKey).toBe(created[0]?.idempotencyKey);
    expect(created[1]).toMatchObject({
      bankId: 1,
      sendAmount: '1000',
      destinationAccountId: 11,
      fundsOrigin: 'sueldo',
    });
    expect(created[1]?.kind).toBeUndefined();

    expect(screen.getByText('1917000000001')).toBeInTheDocument();
    expect(screen.getByText('Recibes S/ 955.00 en Banco de Crédito del Perú ····8012.')).toBeInTheDocument();
    await screen.findByText('Entra a tu app BCP.');
    const steps = within(
      screen.getByRole('heading', { name: 'Cómo pagar' }).parentElement as HTMLElement,
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Entra a tu app BCP.',
      'Elige «Transferir a otra cuenta BCP».',
    ]);
  });

  it('asks for a factura: a RUC that is not one is shown under it, the server’s refusal too, and the form keeps its values', async () => {
    serve(null);
    const created: NewOrderRequest[] = [];
    server.use(
      mockEndpoint(orderEndpoints.newOrder, async ({ request }) => {
        created.push((await request.json()) as NewOrderRequest);
        return created.length === 1
          ? refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
              fields: { 'factura.razonSocial': 'La razón social tiene hasta 200 caracteres.' },
            })
          : orderFixture({ factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' } });
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }));
    await user.type(screen.getByLabelText('Monto que envías'), '1000');
    expect(await screen.findByText('S/ 955.00')).toBeInTheDocument();
    await chooseOrigin(user, 'Sueldo o honorarios');

    expect(screen.getByRole('button', { name: 'Boleta' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByLabelText('RUC')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Factura' }));
    // Only digits go in.
    await user.type(screen.getByLabelText('RUC'), '2010-0047219');
    expect(screen.getByLabelText('RUC')).toHaveValue('20100047219');
    await user.type(screen.getByLabelText('Razón social'), 'Importaciones Ñandú S.A.C.');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(
      await screen.findByText(
        'El RUC no es válido: son 11 dígitos, empieza con 10, 15, 16, 17 o 20 y el último es de control.',
      ),
    ).toBeInTheDocument();
    expect(created).toHaveLength(0);

    await user.clear(screen.getByLabelText('RUC'));
    await user.type(screen.getByLabelText('RUC'), '20100047218');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('La razón social tiene hasta 200 caracteres.')).toBeInTheDocument();
    expect(screen.getByLabelText('Razón social')).toHaveValue('Importaciones Ñandú S.A.C.');
    expect(screen.getByLabelText('Monto que envías')).toHaveValue('1,000');

    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeInTheDocument();
    expect(created[1]).toMatchObject({
      factura: { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' },
    });
  });

  it('groups the amount as it is typed and shows the chosen account by its short bank name and last digits', async () => {
    const quotes = serve(null);
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }));
    const amount = screen.getByLabelText('Monto que envías');
    await user.type(amount, '12500.5');
    expect(amount).toHaveValue('12,500.5');
    // A digit typed in the middle stays where it was typed, the caret right after it.
    await user.type(amount, '0', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(amount).toHaveValue('102,500.5');
    expect((amount as HTMLInputElement).selectionStart).toBe(2);
    await waitFor(() =>
      expect(quotes).toContainEqual({ bankId: 1, sendAmount: '102500.50', destinationAccountId: 11 }),
    );

    const chosen = screen.getByRole('combobox', { name: 'Cuenta donde recibes' });
    expect(chosen).toHaveTextContent('Sueldo · BCP ····8012');
    await user.click(chosen);
    expect(
      await screen.findByRole('option', { name: /Sueldo · Banco de Crédito del Perú ····8012/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /BanBif ····5678/ })).toBeInTheDocument();
  });

  it('explains why an account at another bank cannot receive', async () => {
    serve(null);
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }));
    await user.click(screen.getByLabelText('Cuenta donde recibes'));
    const other = await screen.findByRole('option', { name: /BanBif/ });
    expect(other).toHaveAttribute('aria-disabled', 'true');
    expect(within(other).getByText(/Necesita CCI/)).toBeInTheDocument();
  });

  it('resumes an open order with its voucher at the finalize step and shows a refusal in the server’s words', async () => {
    serve(orderFixture({ voucher: VOUCHER }));
    const finalized = orderFixture({ status: 1, voucher: VOUCHER, expiresAt: null });
    let attempts = 0;
    server.use(
      mockEndpoint(orderEndpoints.save, () => {
        attempts += 1;
        if (attempts === 1)
          return refuse('ORDER_STATUS_CHANGED', 'La orden cambió de estado mientras tanto.', 409);
        if (attempts === 2) return rawReply(Response.json({ success: false }, { status: 500 }));
        return finalized;
      }),
      // The confirmation follows the order live (decision 100).
      mockEndpoint(orderEndpoints.get, () => finalized, { params: { code: finalized.code } }),
    );
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByRole('heading', { name: 'Revisa y finaliza' })).toBeInTheDocument();
    expect(screen.getByText('Orden KM4TQ8ZP')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/Tu orden vence en \d:\d\d:\d\d/);

    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByText('La orden cambió de estado mientras tanto.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByText('Error al finalizar la orden')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));

    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeInTheDocument();
    // The customer's word for the status (decision 099), not the staff's "Pendiente".
    expect(screen.getByText('Verificando tu pago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mi historial' })).toHaveAttribute(
      'href',
      '/userDashboard/ordenes',
    );
  });

  it('pays with the reference: the server draws it, the customer copies it and finalizes without a voucher', async () => {
    serve(orderFixture());
    const withReference = orderFixture({ paymentReference: 'QW7RT2K' });
    const finalized = orderFixture({ status: 1, paymentReference: 'QW7RT2K', expiresAt: null });
    let drawn = 0;
    const saved: unknown[] = [];
    server.use(
      mockEndpoint(orderEndpoints.paymentReference, () => {
        drawn += 1;
        return withReference;
      }),
      mockEndpoint(orderEndpoints.save, async ({ request }) => {
        saved.push(await request.json());
        return finalized;
      }),
      mockEndpoint(orderEndpoints.get, () => finalized, { params: { code: finalized.code } }),
    );
    const user = userEvent.setup();
    renderWizard();

    expect(await screen.findByText('¿No quieres subir el comprobante?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pagaré por transferencia con la referencia' }));
    const notice = await screen.findByRole('group', { name: 'Referencia de pago' });
    expect(drawn).toBe(1);
    expect(within(notice).getByTestId('payment-reference')).toHaveTextContent('QW7RT2K');
    expect(notice).toHaveTextContent('Escribe QW7RT2K en la descripción de tu transferencia.');
    expect(within(notice).getByRole('button', { name: 'Copiar referencia de pago' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prefiero subir el comprobante' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ya pagué con la referencia: finalizar' }));
    expect(await screen.findByRole('heading', { name: 'Revisa y finaliza' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Pagas con la referencia QW7RT2K: confirmamos tu pago con el extracto de nuestro banco, sin comprobante.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Recibimos tu comprobante.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeInTheDocument();
    expect(saved).toEqual([{}]);
  });

  it('starts from the public calculator’s draft, once', async () => {
    serve(null);
    saveOrderDraft({ bankId: 1, mode: 'receive', amount: '955' });
    renderWizard();
    expect(await screen.findByText('Retomamos el monto que cotizaste.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto que recibes')).toHaveValue('955');
    expect(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(hasOrderDraft()).toBe(false);
    await waitFor(() => expect(screen.getByText('S/ 955.00')).toBeInTheDocument());
  });

  it('Dólares: the calculator, accounts in the currency received, the declaración jurada from its threshold', async () => {
    serve(null, [...ACCOUNTS, USD_ACCOUNT]);
    const created: NewOrderRequest[] = [];
    server.use(
      mockEndpoint(orderEndpoints.newOrder, async ({ request }) => {
        created.push((await request.json()) as NewOrderRequest);
        return divisasOrderFixture(new Date(Date.now() + 15 * 60 * 1000).toISOString(), {
          sendAmount: '18840.00',
          receiveAmount: '5000.00',
        });
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Dólares' }));
    await user.click(await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }));
    const receive = await screen.findByLabelText('Recibes (US$)');
    await user.type(receive, '4999.99');
    expect(screen.getByLabelText('Envías (S/)')).toHaveValue('18,839.97');
    expect(screen.queryByRole('region', { name: 'Declaración jurada' })).not.toBeInTheDocument();
    await user.clear(receive);
    await user.type(receive, '5000');
    expect(screen.getByLabelText('Envías (S/)')).toHaveValue('18,840.00');
    expect(screen.getByRole('region', { name: 'Declaración jurada' })).toHaveTextContent(
      /Declaro bajo juramento que los fondos .* no provienen de actividades ilícitas/,
    );

    // Dollars are received in a dollar account: the soles ones are not offered.
    const destination = screen.getByRole('combobox', { name: 'Cuenta donde recibes' });
    expect(destination).toHaveTextContent('Dólares · BCP ····2109');
    await user.click(destination);
    expect(await screen.findAllByRole('option')).toHaveLength(1);
    await user.keyboard('{Escape}');

    await chooseOrigin(user, 'Otro');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Cuéntanos de dónde vienen los fondos.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu nombre completo para firmar la declaración.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
    await user.type(screen.getByLabelText('Detalle del origen'), 'Venta de mi auto');
    await user.type(screen.getByLabelText('Firma: escribe tu nombre completo'), 'Ana Lucía Quispe Mamani');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(await screen.findByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeInTheDocument();
    expect(created).toEqual([
      {
        idempotencyKey: expect.any(String),
        kind: 'divisas',
        direction: 'venta',
        receiveAmount: '5000',
        bankId: 1,
        destinationAccountId: 13,
        fundsOrigin: 'otro',
        fundsOriginDetail: 'Venta de mi auto',
        declarationSignature: 'Ana Lucía Quispe Mamani',
      },
    ]);
    expect(
      screen.getByText('Transfiere exactamente S/ 18,840.00 desde tu cuenta o tarjeta BCP.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Recibes US$ 5,000.00 en Banco de Crédito del Perú ····2109.'),
    ).toBeInTheDocument();
    // One countdown: the rate's. The order's own 24 h are no concern while its rate holds for minutes.
    expect(screen.getByRole('timer')).toHaveTextContent(
      /^Tu tipo de cambio S\/ 3.768 está reservado por 1[45]:\d\d$/,
    );
  });

  it('Dólares without a lock: the calculator says the rate is a reference before the order is created', async () => {
    serve(null, [...ACCOUNTS, USD_ACCOUNT]);
    server.use(mockEndpoint(exchangeEndpoints.rateLock, () => ({ indicative: true })));
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Dólares' }));
    const notice = await screen.findByText('Tipo de cambio referencial: se fija al confirmar tu pago');
    expect(notice.closest('[role="alert"]')).toHaveTextContent(
      /dejaste vencer tipos de cambio reservados sin pagar/,
    );
    await user.type(await screen.findByLabelText('Recibes (US$)'), '1000');
    expect(screen.getByText('Te vendemos a S/ 3.768 (referencial)')).toBeInTheDocument();
    const quote = screen.getByRole('region', { name: 'Tu cotización' });
    expect(within(quote).getByText('Tipo de cambio referencial')).toBeInTheDocument();
    expect(within(quote).getByText('Recibes (referencial)')).toBeInTheDocument();
  });

  it('Dólares with a lock: no word of a reference rate, once the server has said so', async () => {
    serve(null, [...ACCOUNTS, USD_ACCOUNT]);
    let asked = 0;
    server.use(
      mockEndpoint(exchangeEndpoints.rateLock, () => {
        asked += 1;
        return { indicative: false };
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Dólares' }));
    await user.type(await screen.findByLabelText('Recibes (US$)'), '1000');
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.getByText('Te vendemos a S/ 3.768')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tu cotización' })).toHaveTextContent('Tipo de cambio');
    expect(screen.queryByText(/referencial/)).not.toBeInTheDocument();
  });

  it('offers to add an account when none is in the currency received', async () => {
    serve(null);
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Dólares' }));
    expect(
      await screen.findByText('No tienes cuentas en dólares para recibir esta operación.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar cuenta' })).toHaveAttribute(
      'href',
      '/userDashboard/cuentas',
    );
    // Selling dollars, the customer receives soles: their soles accounts are offered.
    await user.click(screen.getByRole('button', { name: 'Invertir: comprar o vender dólares' }));
    expect(screen.queryByText(/No tienes cuentas en/)).not.toBeInTheDocument();
  });

  it('an indicative order says its rate is a reference fixed at payment: no countdown of the rate, no re-quote', async () => {
    const fixture = divisasOrderFixture(new Date(Date.now() + 1200).toISOString());
    serve({ ...fixture, exchange: { ...fixture.exchange!, lockedUntil: null, indicative: true } });
    renderWizard();
    expect(
      await screen.findByText('Tipo de cambio referencial: se fija al confirmar tu pago'),
    ).toBeInTheDocument();
    // Past the instant a lock would have ended, nothing runs out.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.queryByText('El tipo de cambio reservado venció')).not.toBeInTheDocument();
    expect(screen.queryByText(/está reservado por/)).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Actualizar al tipo de cambio vigente' }),
    ).not.toBeInTheDocument();
    // The order's own time counts down instead.
    expect(screen.getByRole('timer')).not.toHaveTextContent(/tipo de cambio/);
  });

  it('when the lock runs out: the notice, then the rate in force with a new countdown', async () => {
    serve(divisasOrderFixture(new Date(Date.now() + 1200).toISOString()));
    const lockedUntil = new Date(Date.now() + 15 * 60 * 1000).toISOString();
    const requoted = divisasOrderFixture(lockedUntil, { receiveAmount: '999.20', rate: '3.7710' });
    let requotes = 0;
    server.use(
      mockEndpoint(orderEndpoints.requote, () => {
        requotes += 1;
        return { ...requoted, exchange: { ...requoted.exchange!, rate: '3.7710', usdAmount: '999.20' } };
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    expect(
      await screen.findByText(/Tu tipo de cambio S\/ 3.768 está reservado por 00:0\d/),
    ).toBeInTheDocument();
    expect(await screen.findByText('El tipo de cambio reservado venció')).toBeInTheDocument();

    expect(screen.queryByText(/El comprobante que subiste/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actualizar al tipo de cambio vigente' }));
    expect(await screen.findByText('Nuevo tipo de cambio S/ 3.771: recibes US$ 999.20.')).toBeInTheDocument();
    expect(requotes).toBe(1);
    expect(screen.queryByText('El tipo de cambio reservado venció')).not.toBeInTheDocument();
    expect(screen.getByText(/Tu tipo de cambio S\/ 3.771 está reservado por 1[45]:\d\d/)).toBeInTheDocument();
  });

  it('a re-quote that reaches the declaración jurada asks for the signature there, keeping the order', async () => {
    serve(divisasOrderFixture(new Date(Date.now() + 1200).toISOString()));
    const fixture = divisasOrderFixture(new Date(Date.now() + 15 * 60 * 1000).toISOString(), {
      receiveAmount: '5001.30',
      rate: '3.7590',
    });
    const requoted = { ...fixture, exchange: { ...fixture.exchange!, rate: '3.7590', usdAmount: '5001.30' } };
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(orderEndpoints.requote, async ({ request }) => {
        const payload = (await request.json()) as { declarationSignature?: string };
        sent.push(payload);
        if (payload.declarationSignature === 'Ana Lucía Quispe Mamani') return requoted;
        const message = payload.declarationSignature
          ? 'Firma con tu nombre completo, tal como figura en tu documento.'
          : 'Esta operación necesita tu declaración jurada de origen de fondos, firmada con tu nombre completo.';
        return refuse('DECLARATION_REQUIRED', message, 400, { fields: { declarationSignature: message } });
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByText('El tipo de cambio reservado venció')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Declaración jurada' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Actualizar al tipo de cambio vigente' }));
    const declaration = await screen.findByRole('region', { name: 'Declaración jurada' });
    expect(within(declaration).getByText(/Tu operación alcanza US\$ 5,000.00\./)).toBeInTheDocument();
    expect(
      within(declaration).getByText(
        'Esta operación necesita tu declaración jurada de origen de fondos, firmada con tu nombre completo.',
      ),
    ).toBeInTheDocument();

    const field = within(declaration).getByRole('textbox', { name: 'Firma: escribe tu nombre completo' });
    await user.type(field, 'Ana Quispe');
    await user.click(screen.getByRole('button', { name: 'Actualizar al tipo de cambio vigente' }));
    expect(
      await within(declaration).findByText('Firma con tu nombre completo, tal como figura en tu documento.'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Ana Quispe');

    await user.clear(field);
    await user.type(field, 'Ana Lucía Quispe Mamani');
    await user.click(screen.getByRole('button', { name: 'Actualizar al tipo de cambio vigente' }));
    expect(
      await screen.findByText(/^Nuevo tipo de cambio S\/ 3.759: recibes US\$ 5,001.30\.$/),
    ).toBeInTheDocument();
    expect(sent).toEqual([
      {},
      { declarationSignature: 'Ana Quispe' },
      { declarationSignature: 'Ana Lucía Quispe Mamani' },
    ]);
  });

  it('a finalize refused for the expired lock stops it and lets the customer cancel', async () => {
    let active: Order | null = divisasOrderFixture(new Date(Date.now() + 10 * 60 * 1000).toISOString(), {
      voucher: VOUCHER,
    });
    serve(null);
    let cancelled = 0;
    server.use(
      mockEndpoint(orderEndpoints.active, () => active),
      mockEndpoint(orderEndpoints.save, () =>
        refuse('RATE_LOCK_EXPIRED', 'El tipo de cambio de tu orden venció.', 409),
      ),
      mockEndpoint(orderEndpoints.cancel, () => {
        cancelled += 1;
        active = null;
        return divisasOrderFixture(new Date().toISOString(), { status: 5 });
      }),
    );
    const user = userEvent.setup();
    renderWizard();
    await user.click(await screen.findByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByText('El tipo de cambio reservado venció')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar orden' })).toBeDisabled();
    expect(screen.getByText(/El comprobante que subiste se mantiene\./)).toBeInTheDocument();
    expect(screen.getByText('Tipo de cambio')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancelar orden' }));
    expect(await screen.findByRole('button', { name: 'Continuar' })).toBeInTheDocument();
    expect(cancelled).toBe(1);
  });
});
