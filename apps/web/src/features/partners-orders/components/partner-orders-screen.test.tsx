import {
  bankEndpoints,
  exchangeEndpoints,
  partnerEndpoints,
  type PartnerOrderRequest,
  type PartnerQuoteRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import PartnerOrdersPage from '@/app/routes/partner/partner-orders.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, networkFailure, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { RATES } from '../../../../test/exchange.ts';
import { QUOTE } from '../../../../test/orders.ts';
import { PARTNER_CHOICE, partnerOrder, partnerOrderPage } from '../../../../test/partners.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
afterEach(() => logout());

const renderAt = (url: string) =>
  renderPages(url, [{ path: '/externo/ordenes', page: PartnerOrdersPage, title: 'Órdenes de socios' }]);

function serveOrders() {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(partnerEndpoints.choices, () => [PARTNER_CHOICE]),
    mockEndpoint(partnerEndpoints.orders, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return partnerOrderPage([partnerOrder()]);
    }),
  );
  return queries;
}

describe('/externo/ordenes (issue 15)', () => {
  it('asks to sign in without a session, and comes back here after it', async () => {
    renderAt('/externo/ordenes?estado=1');
    const button = await screen.findByRole('link', { name: 'Iniciar sesión' });
    expect(button).toHaveAttribute('href', `/login?next=${encodeURIComponent('/externo/ordenes?estado=1')}`);
  });

  it("lists the partner's orders in the customer's words with the month's totals; filters go to the address", async () => {
    startSession(sessionFor('Externo'));
    const queries = serveOrders();
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    const table = await screen.findByRole('table', { name: 'Órdenes de socios' });
    const row = within(table).getByRole('row', { name: /AB23CD45/ });
    expect(within(row).getByText('Rosa Huamán Quispe')).toBeInTheDocument();
    expect(within(row).getByText('Por completar')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Compartir link' })).toBeInTheDocument();
    const month = screen.getByRole('region', { name: 'Este mes' });
    expect(within(month).getByText('S/ 9.00')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Verificando tu pago' }));
    await waitFor(() => expect(where()).toBe('/externo/ordenes?estado=1'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('1'));
  });

  it('says "más de" a total the server capped, and pages up to it', async () => {
    startSession(sessionFor('Externo'));
    server.use(
      mockEndpoint(partnerEndpoints.choices, () => [PARTNER_CHOICE]),
      mockEndpoint(partnerEndpoints.orders, () =>
        partnerOrderPage([partnerOrder()], { total: 10_000, totalCapped: true }),
      ),
    );
    renderAt('/externo/ordenes');
    expect(await screen.findByText('Más de 10,000 órdenes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Página 500 de 500' })).toBeInTheDocument();
  });

  it('says the exact total when the server did not cap it', async () => {
    startSession(sessionFor('Externo'));
    server.use(
      mockEndpoint(partnerEndpoints.choices, () => [PARTNER_CHOICE]),
      mockEndpoint(partnerEndpoints.orders, () => partnerOrderPage([partnerOrder()], { total: 10_000 })),
    );
    renderAt('/externo/ordenes');
    expect(await screen.findByText('10,000 órdenes')).toBeInTheDocument();
  });

  it('makes a new link for a TEMPORAL order whose link expired, and offers it to share', async () => {
    startSession(sessionFor('Externo'));
    const renewed: string[] = [];
    const expired = partnerOrder({ link: { ...partnerOrder().link, state: 'vencida' } });
    const fresh = partnerOrder({
      link: {
        code: 'QRSTUVWXYZ234567',
        url: 'https://cambix.test/externo/finalizar-orden/QRSTUVWXYZ234567',
        state: 'activa',
        expiresAt: '2026-11-29T15:00:00.000Z',
      },
    });
    server.use(
      mockEndpoint(partnerEndpoints.choices, () => [PARTNER_CHOICE]),
      mockEndpoint(partnerEndpoints.orders, () => partnerOrderPage([renewed.length ? fresh : expired])),
      mockEndpoint(partnerEndpoints.renewLink, ({ params }) => {
        renewed.push(params.code);
        return fresh;
      }),
    );
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    const row = await screen.findByRole('row', { name: /AB23CD45/ });
    expect(within(row).queryByRole('button', { name: 'Compartir link' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Nuevo link' }));
    const dialog = await screen.findByRole('dialog', { name: /Compartir link/ });
    expect(within(dialog).getByText('Creamos un link nuevo. Compártelo con tu cliente.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('finalize-link')).toHaveTextContent(fresh.link.url);
    expect(renewed).toEqual(['AB23CD45']);
  });

  it('lets staff choose the partner, kept in the address', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serveOrders();
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    await user.click(await screen.findByRole('combobox', { name: 'Socio' }));
    await user.click(await screen.findByRole('option', { name: PARTNER_CHOICE.name }));
    await waitFor(() => expect(where()).toBe(`/externo/ordenes?socio=${PARTNER_CHOICE.id}`));
    expect(await screen.findByText('Rosa Huamán Quispe')).toBeInTheDocument();
    expect(queries.at(-1)?.get('partnerId')).toBe(String(PARTNER_CHOICE.id));
  });

  it("asks a carné de extranjería or passport holder's nationality, and not a DNI holder's", async () => {
    startSession(sessionFor('Externo'));
    serveOrders();
    const bodies: PartnerOrderRequest[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(partnerEndpoints.create, async ({ request }) => {
        bodies.push(await request.json());
        return partnerOrder();
      }),
    );
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
    const dialog = await screen.findByRole('dialog', { name: /Nueva orden/ });
    expect(within(dialog).queryByRole('combobox', { name: 'Nacionalidad' })).not.toBeInTheDocument();

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Tipo de documento' }),
      'Carné de extranjería',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));
    expect(await within(dialog).findByText('Elige la nacionalidad del cliente.')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nacionalidad' }), 'Venezuela');
    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Elige la nacionalidad del cliente.')).not.toBeInTheDocument(),
    );
    expect(bodies).toHaveLength(0);
  });

  // A long typed flow: about 14 s on a quiet machine, past the 15 s default when the machine is busy.
  it('creates an order: rules first, the live quote, a server field error kept under its field, then the link', async () => {
    startSession(sessionFor('Externo'));
    serveOrders();
    const quotes: PartnerQuoteRequest[] = [];
    const bodies: PartnerOrderRequest[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(partnerEndpoints.quote, async ({ request }) => {
        quotes.push(await request.json());
        return { quote: QUOTE, partnerName: PARTNER_CHOICE.name };
      }),
      mockEndpoint(partnerEndpoints.create, async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if (bodies.length === 1)
          return refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 422, {
            fields: { 'client.documentNumber': 'Este DNI no coincide con el nombre del cliente.' },
          });
        return partnerOrder({ declarationRequired: true });
      }),
    );
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
    const dialog = await screen.findByRole('dialog', { name: /Nueva orden/ });

    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));
    expect(await within(dialog).findByText('Ingresa los nombres del cliente.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ingresa el correo o el celular del cliente.')).toBeInTheDocument();
    expect(within(dialog).getByText('Elige el origen de los fondos.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Número de documento' }), '45678912');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombres' }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Apellido paterno' }), 'Huamán');
    await user.type(within(dialog).getByRole('textbox', { name: 'Celular' }), '987654321');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco' }),
      'Banco de Crédito del Perú',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Número de cuenta' }), '19112345678901');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco desde el que pagará el cliente' }),
      'Banco de Crédito del Perú',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Monto que envía (S/)' }), '1000');
    const quote = await within(dialog).findByTestId('partner-quote');
    expect(quote).toHaveTextContent('S/ 45.00');
    expect(quote).toHaveTextContent('S/ 955.00');
    expect(quotes.at(-1)).toEqual({ paymentBankId: 1, sendAmount: '1000', destinationBankId: 1 });

    // `Otro` asks what it is.
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Origen de los fondos del cliente' }),
      'Otro',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));
    expect(
      await within(dialog).findByText('Cuéntanos de dónde vienen los fondos del cliente.'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Detalle del origen' }),
      'Venta de mercadería',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));
    expect(
      await within(dialog).findByText('Este DNI no coincide con el nombre del cliente.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Nombres' })).toHaveValue('Rosa');
    expect(within(dialog).getByRole('textbox', { name: 'Número de cuenta' })).toHaveValue('19112345678901');
    expect(bodies[0]).toMatchObject({
      client: {
        documentType: 'DNI',
        documentNumber: '45678912',
        nationality: 'PE',
        nombres: 'Rosa',
        phone: '987654321',
        email: null,
      },
      destination: { bankId: 1, accountNumber: '19112345678901', cci: null },
      paymentBankId: 1,
      sendAmount: '1000',
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de mercadería',
    });
    expect(bodies[0]?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    const documentNumber = within(dialog).getByRole('textbox', { name: 'Número de documento' });
    await user.clear(documentNumber);
    await user.type(documentNumber, '45678913');
    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));

    const created = await screen.findByRole('dialog', { name: 'Orden creada' });
    expect(within(created).getByTestId('finalize-link')).toHaveTextContent(partnerOrder().link.url);
    expect(within(created).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    const whatsapp = within(created).getByRole('link', { name: 'WhatsApp' });
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/51987654321\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain(partnerOrder().link.url);
    expect(within(created).getByText(/El link vence el 22\/11\/2026 10:00/)).toBeInTheDocument();
    // The partner learns the client will sign the declaración jurada on the link.
    expect(
      within(created).getByText(
        'Por su monto, el cliente firmará la declaración jurada de origen de fondos en el link.',
      ),
    ).toBeInTheDocument();
    // A refused attempt is over: the next one has its own key.
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
    expect(bodies[1]?.client.documentNumber).toBe('45678913');
  });

  it('keeps the key when the same request is sent again after a failure, and makes a new one when it changed', async () => {
    startSession(sessionFor('Externo'));
    serveOrders();
    const bodies: PartnerOrderRequest[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(partnerEndpoints.quote, () => ({ quote: QUOTE, partnerName: PARTNER_CHOICE.name })),
      mockEndpoint(partnerEndpoints.create, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length < 3 ? networkFailure() : partnerOrder();
      }),
    );
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
    const dialog = await screen.findByRole('dialog', { name: /Nueva orden/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Número de documento' }), '45678912');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombres' }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Apellido paterno' }), 'Huamán');
    await user.type(within(dialog).getByRole('textbox', { name: 'Celular' }), '987654321');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco' }),
      'Banco de Crédito del Perú',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Número de cuenta' }), '19112345678901');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco desde el que pagará el cliente' }),
      'Banco de Crédito del Perú',
    );
    const amount = within(dialog).getByRole('textbox', { name: 'Monto que envía (S/)' });
    await user.type(amount, '1000');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Origen de los fondos del cliente' }),
      'Ahorros',
    );
    const submit = within(dialog).getByRole('button', { name: 'Crear orden y link' });

    await user.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    await waitFor(() => expect(bodies).toHaveLength(2));
    // The first may have reached the server: the same request keeps its key, so at most one order is made.
    expect(bodies[1]?.idempotencyKey).toBe(bodies[0]?.idempotencyKey);

    await waitFor(() => expect(submit).toBeEnabled());
    await user.clear(amount);
    await user.type(amount, '1200');
    await user.click(submit);
    expect(await screen.findByRole('dialog', { name: 'Orden creada' })).toBeInTheDocument();
    // Another request is another attempt: the server would refuse the old key with other data.
    expect(bodies[2]?.sendAmount).toBe('1200');
    expect(bodies[2]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it('creates a dollar order: the board’s quote, no server quote, a dollar account and the lock to share', async () => {
    startSession(sessionFor('Externo'));
    serveOrders();
    const quotes: PartnerQuoteRequest[] = [];
    const bodies: PartnerOrderRequest[] = [];
    let lockAsked = 0;
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(exchangeEndpoints.rates, () => RATES),
      mockEndpoint(partnerEndpoints.rateLock, () => {
        lockAsked += 1;
        return { indicative: false };
      }),
      mockEndpoint(partnerEndpoints.quote, async ({ request }) => {
        quotes.push(await request.json());
        return { quote: QUOTE, partnerName: PARTNER_CHOICE.name };
      }),
      mockEndpoint(partnerEndpoints.create, async ({ request }) => {
        bodies.push(await request.json());
        return partnerOrder({
          kind: 'divisas',
          sendCurrency: 'PEN',
          currency: 'USD',
          sendAmount: '3768.00',
          finalFee: '0.00',
          receiveAmount: '1000.00',
          exchange: {
            direction: 'venta',
            sendCurrency: 'PEN',
            receiveCurrency: 'USD',
            rate: '3.7680',
            usdAmount: '1000.00',
            penAmount: '3768.00',
            spread: '18.00',
            rateId: 3,
            lockedUntil: '2026-11-20T15:15:00.000Z',
            indicative: false,
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
    const dialog = await screen.findByRole('dialog', { name: /Nueva orden/ });

    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Operación' }),
      'El cliente compra dólares',
    );
    expect(within(dialog).getByText('Cuenta en dólares del cliente.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Número de documento' }), '45678912');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nombres' }), 'Rosa');
    await user.type(within(dialog).getByRole('textbox', { name: 'Apellido paterno' }), 'Huamán');
    await user.type(within(dialog).getByRole('textbox', { name: 'Celular' }), '987654321');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco' }),
      'Banco de Crédito del Perú',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Número de cuenta' }), '19112345678901');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco desde el que pagará el cliente' }),
      'Banco de Crédito del Perú',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Monto que envía (S/)' }), '3768');
    const quote = await within(dialog).findByTestId('partner-quote');
    expect(quote).toHaveTextContent('S/ 3,768.00');
    expect(quote).toHaveTextContent('S/ 3.768');
    expect(quote).toHaveTextContent('US$ 1,000.00');
    await waitFor(() => expect(lockAsked).toBe(1));
    expect(within(dialog).getByText(/El tipo de cambio se reserva 15 minutos/)).toBeInTheDocument();
    expect(within(dialog).queryByText(/referencial/)).not.toBeInTheDocument();
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Origen de los fondos del cliente' }),
      'Ahorros',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Crear orden y link' }));

    const created = await screen.findByRole('dialog', { name: 'Orden creada' });
    expect(
      within(created).getByText(/Tipo de cambio S\/ 3.768 reservado hasta las 10:15/),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ kind: 'divisas', direction: 'venta', sendAmount: '3768' });
    // A dollar order is quoted on the board, never with the partner's commission.
    expect(quotes).toEqual([]);
  });

  it('says before creating a dollar order that its rate is a reference when the server says the partner has no lock', async () => {
    startSession(sessionFor('Externo'));
    serveOrders();
    const asked: URLSearchParams[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(exchangeEndpoints.rates, () => RATES),
      mockEndpoint(partnerEndpoints.rateLock, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return { indicative: true };
      }),
    );
    const user = userEvent.setup();
    renderAt('/externo/ordenes');
    await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
    const dialog = await screen.findByRole('dialog', { name: /Nueva orden/ });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Operación' }),
      'El cliente compra dólares',
    );
    expect(
      await within(dialog).findByText(
        /^Tipo de cambio referencial: se fija cuando el cliente confirma su pago/,
      ),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Monto que envía (S/)' }), '3768');
    const quote = await within(dialog).findByTestId('partner-quote');
    expect(within(quote).getByText('Tipo de cambio referencial')).toBeInTheDocument();
    expect(within(quote).getByText('Recibe (referencial)')).toBeInTheDocument();
    expect(within(dialog).queryByText(/se reserva 15 minutos/)).not.toBeInTheDocument();
    // A partner's user asks for its own business: it names none.
    expect(asked.map((query) => query.toString())).toEqual(['']);
  });
});
