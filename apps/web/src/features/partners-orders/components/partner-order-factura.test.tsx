import {
  bankEndpoints,
  FACTURA_BUYER_MESSAGES,
  partnerEndpoints,
  type PartnerOrderRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import PartnerOrdersPage from '@/app/routes/partner/partner-orders.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { QUOTE } from '../../../../test/orders.ts';
import { PARTNER_CHOICE, partnerOrder, partnerOrderPage } from '../../../../test/partners.ts';
import { renderPages } from '../../../../test/render-pages.tsx';

// «¿Boleta o factura?» in the Externo's new-order form (decision 213): the customer's choice and RUC rule.

const server = setupApiServer();
afterEach(() => logout());

const BUYER = { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' };

/** The partner's list, the catalogue and the quote; each create request is kept and answered by `answer`. */
function serve(answer: (body: PartnerOrderRequest, count: number) => unknown) {
  const bodies: PartnerOrderRequest[] = [];
  server.use(
    mockEndpoint(partnerEndpoints.choices, () => [PARTNER_CHOICE]),
    mockEndpoint(partnerEndpoints.orders, () => partnerOrderPage([partnerOrder({ factura: BUYER })])),
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(partnerEndpoints.quote, () => ({ quote: QUOTE, partnerName: PARTNER_CHOICE.name })),
    mockEndpoint(partnerEndpoints.create, async ({ request }) => {
      const body = (await request.json()) as PartnerOrderRequest;
      bodies.push(body);
      return answer(body, bodies.length) as never;
    }),
  );
  return bodies;
}

/** Opens «Nueva orden» and fills a valid cambio de saldo for Rosa. */
async function openFilledForm(user: UserEvent) {
  startSession(sessionFor('Externo'));
  renderPages('/externo/ordenes', [
    { path: '/externo/ordenes', page: PartnerOrdersPage, title: 'Órdenes de socios' },
  ]);
  await user.click(await screen.findByRole('button', { name: 'Nueva orden' }));
  const dialog = await screen.findByRole('dialog', { name: /Nueva orden/ });
  const form = within(dialog);
  await user.type(form.getByRole('textbox', { name: 'Número de documento' }), '45678912');
  await user.type(form.getByRole('textbox', { name: 'Nombres' }), 'Rosa');
  await user.type(form.getByRole('textbox', { name: 'Apellido paterno' }), 'Huamán');
  await user.type(form.getByRole('textbox', { name: 'Celular' }), '987654321');
  await user.selectOptions(form.getByRole('combobox', { name: 'Banco' }), 'Banco de Crédito del Perú');
  await user.type(form.getByRole('textbox', { name: 'Número de cuenta' }), '19112345678901');
  await user.selectOptions(
    form.getByRole('combobox', { name: 'Banco desde el que pagará el cliente' }),
    'Banco de Crédito del Perú',
  );
  await user.type(form.getByRole('textbox', { name: 'Monto que envía (S/)' }), '1000');
  await user.selectOptions(
    form.getByRole('combobox', { name: 'Origen de los fondos del cliente' }),
    'Ahorros',
  );
  return dialog;
}

describe('a factura for the partner’s client (decision 213)', () => {
  it('offers Boleta first; with Factura it sends the RUC and razón social, trimmed, and the created order says who it is for', async () => {
    const bodies = serve((body) => partnerOrder({ factura: body.factura ?? null }));
    const user = userEvent.setup();
    const dialog = await openFilledForm(user);
    const form = within(dialog);
    expect(form.getByRole('group', { name: '¿Boleta o factura?' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Boleta' })).toHaveAttribute('aria-pressed', 'true');
    expect(form.queryByRole('textbox', { name: 'RUC' })).toBeNull();

    await user.click(form.getByRole('button', { name: 'Factura' }));
    expect(
      form.getByText('La factura sale a nombre de la empresa o el negocio de tu cliente, con su RUC.'),
    ).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'RUC' }), BUYER.ruc);
    await user.type(form.getByRole('textbox', { name: 'Razón social' }), ` ${BUYER.razonSocial} `);
    await user.click(form.getByRole('button', { name: 'Crear orden y link' }));

    const created = await screen.findByRole('dialog', { name: 'Orden creada' });
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.factura).toEqual(BUYER);
    expect(
      within(created).getByText('Factura a nombre de Importaciones Ñandú S.A.C. (RUC 20100047218)'),
    ).toBeInTheDocument();
  });

  it('refuses a RUC with a wrong check digit under its field before sending; the server’s refusal too; every value kept', async () => {
    const bodies = serve((body, count) =>
      count === 1
        ? refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
            fields: { 'factura.razonSocial': FACTURA_BUYER_MESSAGES.razonSocialTooLong },
          })
        : partnerOrder({ factura: body.factura ?? null }),
    );
    const user = userEvent.setup();
    const dialog = await openFilledForm(user);
    const form = within(dialog);
    await user.click(form.getByRole('button', { name: 'Factura' }));
    const ruc = form.getByRole('textbox', { name: 'RUC' });
    const razonSocial = form.getByRole('textbox', { name: 'Razón social' });
    await user.type(ruc, '20100047219');
    await user.type(razonSocial, BUYER.razonSocial);
    await user.click(form.getByRole('button', { name: 'Crear orden y link' }));

    expect(await form.findByText(FACTURA_BUYER_MESSAGES.ruc)).toBeInTheDocument();
    expect(ruc).toHaveAccessibleDescription(FACTURA_BUYER_MESSAGES.ruc);
    expect(ruc).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    expect(ruc).toHaveValue('20100047219');
    expect(razonSocial).toHaveValue(BUYER.razonSocial);
    expect(form.getByRole('textbox', { name: 'Nombres' })).toHaveValue('Rosa');

    // The right digit clears the message as it is typed.
    await user.clear(ruc);
    await user.type(ruc, BUYER.ruc);
    await waitFor(() => expect(form.queryByText(FACTURA_BUYER_MESSAGES.ruc)).toBeNull());
    await user.click(form.getByRole('button', { name: 'Crear orden y link' }));
    await waitFor(() =>
      expect(razonSocial).toHaveAccessibleDescription(FACTURA_BUYER_MESSAGES.razonSocialTooLong),
    );
    expect(bodies).toHaveLength(1);
    expect(ruc).toHaveValue(BUYER.ruc);
    expect(razonSocial).toHaveValue(BUYER.razonSocial);
    expect(form.getByRole('button', { name: 'Factura' })).toHaveAttribute('aria-pressed', 'true');
    expect(form.getByRole('textbox', { name: 'Número de cuenta' })).toHaveValue('19112345678901');

    await user.type(razonSocial, ' E.I.R.L.');
    await user.click(form.getByRole('button', { name: 'Crear orden y link' }));
    expect(await screen.findByRole('dialog', { name: 'Orden creada' })).toBeInTheDocument();
    expect(bodies[1]?.factura).toEqual({ ruc: BUYER.ruc, razonSocial: `${BUYER.razonSocial} E.I.R.L.` });
    // A refused attempt is over: the changed request has its own key.
    expect(bodies[1]?.idempotencyKey).not.toBe(bodies[0]?.idempotencyKey);
  });

  it('lists an order’s factura under its client', async () => {
    serve(() => partnerOrder());
    startSession(sessionFor('Externo'));
    renderPages('/externo/ordenes', [
      { path: '/externo/ordenes', page: PartnerOrdersPage, title: 'Órdenes de socios' },
    ]);
    const row = await screen.findByRole('row', { name: /AB23CD45/ });
    const factura = within(row).getByText('Factura · RUC 20100047218');
    expect(factura).toHaveAttribute('title', BUYER.razonSocial);
  });
});
