import { partnerLinkEndpoints, type PartnerFinalizeRequest } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import PartnerFinalizeOrderPage from '@/app/routes/partner/partner-finalize-order.tsx';
import { definitionListMisfits } from '../../../../test/definition-lists.ts';
import { mockEndpoint, rawReply, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { linkView } from '../../../../test/partners.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { formatTime } from '@/lib/dates.ts';

const server = setupApiServer();
const CODE = 'ABCDEFGHJKLMNPQR';
const FACTURA = { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' };

const renderAt = (code = CODE) =>
  renderPages(`/externo/finalizar-orden/${code}`, [
    { path: '/externo/finalizar-orden/:codigo', page: PartnerFinalizeOrderPage, title: 'Finalizar orden' },
  ]);

/** A client's dollar order on the link, its rate locked until `lockedUntil`, or indicative (null). */
const dollarLinkView = (lockedUntil: string | null) =>
  linkView({
    order: {
      kind: 'divisas',
      sendCurrency: 'USD',
      currency: 'PEN',
      sendAmount: '500.00',
      finalFee: '0.00',
      receiveAmount: '1871.00',
      hasVoucher: true,
      collectionAccount: { ...linkView().order.collectionAccount, currency: 'USD' },
      exchange: {
        direction: 'compra',
        sendCurrency: 'USD',
        receiveCurrency: 'PEN',
        rate: '3.7420',
        usdAmount: '500.00',
        penAmount: '1871.00',
        spread: '4.00',
        rateId: 3,
        lockedUntil,
        indicative: lockedUntil === null,
      },
    },
  });

describe('/externo/finalizar-orden/:codigo (issue 15)', () => {
  it('shows the amounts, the Cambix account with copy buttons and the steps; uploads the voucher and finalizes', async () => {
    let view = linkView();
    const uploads: FormData[] = [];
    const finals: PartnerFinalizeRequest[] = [];
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () => view, { params: { codigo: CODE } }),
      mockEndpoint(partnerLinkEndpoints.uploadVoucher, async ({ request }) => {
        uploads.push(await request.formData());
        view = linkView({ order: { hasVoucher: true } });
        return view;
      }),
      mockEndpoint(partnerLinkEndpoints.finalize, async ({ request }) => {
        finals.push(await request.json());
        if (finals.length === 1)
          return refuse(
            'PARTNER_LINK_EXPIRED',
            'Este link ya venció. Pide a quien te lo envió un link nuevo.',
            409,
          );
        view = linkView({
          state: 'usada',
          order: { hasVoucher: true, status: 1, operationNumber: '778899' },
        });
        return view;
      }),
    );
    const user = userEvent.setup();
    renderAt();
    expect(await screen.findByRole('heading', { name: '¡Hola, Rosa!' })).toBeInTheDocument();
    expect(screen.getAllByText('Agente Rápido S.A.C.').length).toBeGreaterThan(0);
    expect(screen.getByText('S/ 955.00')).toBeInTheDocument();
    const pay = screen.getByRole('region', { name: 'Paga a esta cuenta de Cambix' });
    expect(within(pay).getByText('1917000000001')).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Copiar número de cuenta' })).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Copiar CCI' })).toBeInTheDocument();
    expect(within(pay).getByRole('button', { name: 'Copiar titular' })).toBeInTheDocument();
    expect(within(pay).getByText('Elige transferir a otra cuenta.')).toBeInTheDocument();

    // Finalizar waits for the voucher.
    expect(screen.getByRole('button', { name: 'Finalizar' })).toBeDisabled();
    await user.upload(
      screen.getByLabelText('Archivo del comprobante'),
      new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Subir comprobante' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Finalizar' })).toBeEnabled());
    expect(typeof uploads[0]?.get('voucher')).toBe('object');
    // The upload says it arrived, and its button goes until another file is chosen (issue 34).
    expect(screen.getByText('Recibimos tu comprobante.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subir comprobante' })).not.toBeInTheDocument();

    const operation = screen.getByRole('textbox', { name: 'Número de operación' });
    await user.type(operation, '12');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Ingresa el número de operación del comprobante.')).toBeInTheDocument();
    expect(finals).toHaveLength(0);

    await user.type(operation, '34');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(/Este link ya venció/)).toBeInTheDocument();
    expect(operation).toHaveValue('1234');

    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('¡Listo! Recibimos tu orden.')).toBeInTheDocument();
    expect(finals.at(-1)).toEqual({ operationNumber: '1234' });
    const status = screen.getByRole('region', { name: 'Estado de tu orden' });
    expect(within(status).getByText('Verificando tu pago')).toBeInTheDocument();
    expect(within(status).getByText('Lo confirmamos en unos 15 minutos.')).toBeInTheDocument();
  });

  it('asks the client to sign the declaración jurada with their full name when the order needs it', async () => {
    let view = linkView({ order: { hasVoucher: true, declarationRequired: true } });
    const finals: PartnerFinalizeRequest[] = [];
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () => view, { params: { codigo: CODE } }),
      mockEndpoint(partnerLinkEndpoints.finalize, async ({ request }) => {
        finals.push(await request.json());
        if (finals.length === 1)
          return refuse('DECLARATION_REQUIRED', 'Revisa los datos ingresados.', 400, {
            fields: {
              declarationSignature: 'Firma con tu nombre completo, tal como figura en tu documento.',
            },
          });
        if (finals.length === 2)
          return refuse(
            'LIMIT_EXCEEDED',
            'Esta orden ya no cabe en tu límite mensual: este mes aún puedes enviar hasta S/ 500.00. La orden sigue guardada con tu comprobante, sin finalizar.',
            409,
          );
        view = linkView({
          state: 'usada',
          order: { hasVoucher: true, status: 1, declarationRequired: true, declarationSigned: true },
        });
        return view;
      }),
    );
    const user = userEvent.setup();
    renderAt();
    const declaration = await screen.findByRole('region', { name: 'Declaración jurada de origen de fondos' });
    expect(within(declaration).getByText(/Declaro bajo juramento/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Número de operación' }), '778899');

    // Unsigned, it is not sent.
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText('Escribe tu nombre completo para firmar la declaración.'),
    ).toBeInTheDocument();
    expect(finals).toHaveLength(0);

    // A name that is not the client's: the server's word under the field.
    const signature = within(declaration).getByRole('textbox', { name: /Firma/ });
    await user.type(signature, 'Rosa Huaman');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText('Firma con tu nombre completo, tal como figura en tu documento.'),
    ).toBeInTheDocument();
    expect(finals[0]).toEqual({ operationNumber: '778899', declarationSignature: 'Rosa Huaman' });

    // Past the month's limit: the message says what is still available, and the form stays.
    await user.type(signature, ' Quispe');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText(/aún puedes enviar hasta S\/ 500.00/)).toBeInTheDocument();
    expect(signature).toHaveValue('Rosa Huaman Quispe');

    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('¡Listo! Recibimos tu orden.')).toBeInTheDocument();
    expect(finals.at(-1)).toEqual({ operationNumber: '778899', declarationSignature: 'Rosa Huaman Quispe' });
  });

  it('asks no signature of an order under the threshold', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () => linkView({ order: { hasVoucher: true } }), {
        params: { codigo: CODE },
      }),
    );
    renderAt();
    expect(await screen.findByRole('button', { name: 'Finalizar' })).toBeEnabled();
    expect(screen.queryByRole('region', { name: 'Declaración jurada de origen de fondos' })).toBeNull();
  });

  it('lists the amounts as terms and values only, the destination line after the list (issue 34)', async () => {
    server.use(mockEndpoint(partnerLinkEndpoints.view, () => linkView(), { params: { codigo: CODE } }));
    renderAt();
    expect(await screen.findByText('S/ 955.00')).toBeInTheDocument();
    expect(document.querySelectorAll('dl')).toHaveLength(1);
    expect(definitionListMisfits(document)).toEqual([]);
    expect(screen.getByText(/^Lo recibes en /).closest('dl')).toBeNull();
  });

  it('shows a used link as its live status, in the customer words', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () =>
        linkView({
          state: 'usada',
          order: { status: 3, hasVoucher: true, finalizedAt: '2026-11-20T16:00:00.000Z' },
        }),
      ),
    );
    renderAt();
    const status = await screen.findByRole('region', { name: 'Estado de tu orden' });
    expect(within(status).getByText('Pago confirmado')).toBeInTheDocument();
    expect(within(status).getByText('Te transferimos en unos 15 minutos.')).toBeInTheDocument();
    expect(within(status).getByText(/Finalizada el 20\/11\/2026 11:00/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
  });

  it('offers the boleta once paid out, and downloads the PDF the server draws through the link', async () => {
    let asked = 0;
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () =>
        linkView({
          state: 'usada',
          order: {
            status: 5,
            hasVoucher: true,
            paidOutAt: '2026-11-20T17:00:00.000Z',
            receipt: 'B001-00000042',
          },
        }),
      ),
      mockEndpoint(
        partnerLinkEndpoints.receiptPdf,
        () => {
          asked += 1;
          return rawReply(new Response('%PDF-1.4', { headers: { 'content-type': 'application/pdf' } }));
        },
        { params: { codigo: CODE } },
      ),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt();
    const status = await screen.findByRole('region', { name: 'Estado de tu orden' });
    expect(status).toHaveTextContent('Tu boleta por la comisión es la B001-00000042.');
    await user.click(within(status).getByRole('button', { name: 'Descargar boleta (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    click.mockRestore();
    expect(link.download).toBe('boleta-B001-00000042.pdf');
    expect(asked).toBe(1);
  });

  it('says who a factura is made out to before the client pays', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () => linkView({ order: { factura: FACTURA } }), {
        params: { codigo: CODE },
      }),
    );
    renderAt();
    expect(
      await screen.findByText('Factura a nombre de Importaciones Ñandú S.A.C. (RUC 20100047218)'),
    ).toBeInTheDocument();
  });

  it('offers a factura once paid out, named as one', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () =>
        linkView({
          state: 'usada',
          order: {
            status: 5,
            hasVoucher: true,
            paidOutAt: '2026-11-20T17:00:00.000Z',
            receipt: 'F001-00000007',
            factura: FACTURA,
          },
        }),
      ),
    );
    renderAt();
    const status = await screen.findByRole('region', { name: 'Estado de tu orden' });
    expect(status).toHaveTextContent('Tu factura por la comisión es la F001-00000007.');
    expect(within(status).getByRole('button', { name: 'Descargar factura (PDF)' })).toBeInTheDocument();
    expect(
      screen.getByText('Factura a nombre de Importaciones Ñandú S.A.C. (RUC 20100047218)'),
    ).toBeInTheDocument();
  });

  it('offers no boleta before the payout', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () =>
        linkView({ state: 'usada', order: { status: 3, hasVoucher: true } }),
      ),
    );
    renderAt();
    await screen.findByRole('region', { name: 'Estado de tu orden' });
    expect(screen.queryByRole('button', { name: 'Descargar boleta (PDF)' })).toBeNull();
  });

  it('says an expired link expired, naming who to ask', async () => {
    server.use(mockEndpoint(partnerLinkEndpoints.view, () => linkView({ state: 'vencida' })));
    renderAt();
    expect(
      await screen.findByText('Este link ya venció. Pide uno nuevo a Agente Rápido S.A.C.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).toBeNull();
  });

  it('says a link that is not found could not be obtained', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () =>
        refuse(
          'PARTNER_LINK_NOT_FOUND',
          'No encontramos este link. Revisa que lo hayas copiado completo.',
          404,
        ),
      ),
    );
    renderAt('ZZZZZZZZZZZZZZZZ');
    expect(await screen.findByRole('heading', { name: 'No se pudo obtener el link' })).toBeInTheDocument();
  });

  it('says the same of a code that is not even the shape of a link (the server refuses it as invalid)', async () => {
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () =>
        refuse('VALIDATION_FAILED', 'El link no es válido.', 400),
      ),
    );
    renderAt('ABCD2345');
    expect(await screen.findByRole('heading', { name: 'No se pudo obtener el link' })).toBeInTheDocument();
  });

  it('shows an indicative dollar order’s rate as a reference fixed at payment, with no lock', async () => {
    const view = dollarLinkView(null);
    server.use(mockEndpoint(partnerLinkEndpoints.view, () => view, { params: { codigo: CODE } }));
    renderAt();
    expect(
      await screen.findByText('Tipo de cambio referencial: se fija al confirmar tu pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/reservado hasta/)).not.toBeInTheDocument();
  });

  it('shows a dollar order in its currencies with the rate and its lock; past the lock, the partner makes a new one', async () => {
    const lockedUntil = new Date(Date.now() + 10 * 60_000).toISOString();
    const view = dollarLinkView(lockedUntil);
    server.use(
      mockEndpoint(partnerLinkEndpoints.view, () => view, { params: { codigo: CODE } }),
      mockEndpoint(partnerLinkEndpoints.finalize, () =>
        refuse(
          'RATE_LOCK_EXPIRED',
          'El tipo de cambio de tu orden venció. Actualízalo al tipo de cambio vigente o cancela la orden.',
          409,
        ),
      ),
    );
    const user = userEvent.setup();
    renderAt();
    expect(await screen.findByRole('heading', { name: '¡Hola, Rosa!' })).toBeInTheDocument();
    expect(screen.getAllByText('US$ 500.00').length).toBeGreaterThan(0);
    expect(screen.getByText('S/ 3.742')).toBeInTheDocument();
    expect(screen.getByText('S/ 1,871.00')).toBeInTheDocument();
    expect(screen.queryByText('Comisión')).not.toBeInTheDocument();
    expect(
      screen.getByText(new RegExp(`reservado hasta las ${formatTime(lockedUntil)}`)),
    ).toBeInTheDocument();
    // Its deadline is the lock, not the link's hours.
    expect(screen.queryByText(/Tienes hasta el/)).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Número de operación' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText(
        'El tipo de cambio reservado venció. Pide a Agente Rápido S.A.C. una orden nueva con el tipo de cambio vigente.',
      ),
    ).toBeInTheDocument();
  });

  // Decision 215: by the server's clock, so a lock that ran out is not shown as held.
  it('says a lapsed lock ran out instead of when it holds until, and asks for no payment nor a finalize', async () => {
    const view = dollarLinkView(new Date(Date.now() - 60_000).toISOString());
    server.use(mockEndpoint(partnerLinkEndpoints.view, () => view, { params: { codigo: CODE } }));
    renderAt();
    expect(
      await screen.findByText(
        'El tipo de cambio reservado venció. Pide a Agente Rápido S.A.C. una orden nueva con el tipo de cambio vigente.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/reservado hasta/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Paga a esta cuenta de Cambix' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finalizar' })).not.toBeInTheDocument();
    // The voucher already sent stays on the order.
    expect(screen.getByText('Recibimos tu comprobante.')).toBeInTheDocument();
  });
});
