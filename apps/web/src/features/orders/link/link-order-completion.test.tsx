import {
  ORDER_STATUS,
  type BankAccount,
  orderLinkEndpoints,
  bankAccountEndpoints,
  orderEndpoints,
  bankEndpoints,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { ACCOUNTS, orderFixture } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { LinkOrderCompletion } from './link-order-completion.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
const VOUCHER = { kind: 'voucher' as const, mimeType: 'image/jpeg', uploadedAt: '2026-11-21T15:05:00.000Z' };

function renderLink(order = orderFixture()) {
  return renderWithProviders(
    <LinkOrderCompletion
      title="Finalizar orden"
      code="K7M2QX9P"
      order={order}
      historyPath="/userDashboard/ordenes"
      newOrderPath="/userDashboard/nueva-orden"
      accountsPath="/userDashboard/cuentas"
    />,
  );
}

describe('finishing an order from a link', () => {
  it('finalizes through the link with the operation number and confirms', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        orderLinkEndpoints.finalize,
        async ({ request }) => {
          sent.push(await request.json());
          return orderFixture({ status: ORDER_STATUS.PENDIENTE, voucher: VOUCHER });
        },
        { params: { code: 'K7M2QX9P' } },
      ),
    );
    renderLink(orderFixture({ voucher: VOUCHER }));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Número de operación/), '00991122');
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeInTheDocument();
    expect(sent).toEqual([{ operationNumber: '00991122' }]);
  });

  it('says the documented words when finalizing by link fails without a reason', async () => {
    server.use(
      mockEndpoint(orderLinkEndpoints.finalize, () => refuse('INTERNAL', 'x', 500), {
        params: { code: 'K7M2QX9P' },
      }),
    );
    renderLink(orderFixture({ voucher: VOUCHER }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByText('No se pudo finalizar la orden')).toBeInTheDocument();
  });

  it("shows an observed order's note and changes its destination, then finalizes keeping the voucher", async () => {
    const interbank: BankAccount = {
      id: 13,
      bank: { id: 3, code: '003', name: 'Interbank' },
      accountType: { id: 1, name: 'Ahorros' },
      currency: 'PEN',
      accountNumber: '2003004005006',
      cci: '00320000300400500612',
      alias: 'Ahorro',
      isProvincia: false,
      confirmed: true,
    };
    const changes: unknown[] = [];
    const finalized: unknown[] = [];
    const observed = orderFixture({
      status: ORDER_STATUS.OBSERVADA,
      voucher: VOUCHER,
      note: 'La cuenta está cerrada.',
    });
    server.use(
      mockEndpoint(bankAccountEndpoints.list, () => [...ACCOUNTS, interbank]),
      mockEndpoint(
        orderEndpoints.changeDestination,
        async ({ request }) => {
          changes.push(await request.json());
          return {
            ...observed,
            destinationBankName: 'Interbank',
            destination: {
              ...observed.destination,
              bankId: 3,
              bankName: 'Interbank',
              accountNumber: '2003004005006',
              alias: 'Ahorro',
            },
          };
        },
        { params: { code: 'KM4TQ8ZP' } },
      ),
      mockEndpoint(
        orderLinkEndpoints.finalize,
        async ({ request }) => {
          finalized.push(await request.json());
          return { ...observed, status: ORDER_STATUS.PENDIENTE_DEVOLUCION };
        },
        { params: { code: 'K7M2QX9P' } },
      ),
    );
    renderLink(observed);
    const user = userEvent.setup();
    expect(screen.getByText('Observación de nuestro equipo: La cuenta está cerrada.')).toBeInTheDocument();
    const step = screen.getByRole('region', { name: 'Cuenta donde recibirás el dinero' });
    expect(
      within(step).getByText('Cuenta actual: Banco de Crédito del Perú · Sueldo · ····8012'),
    ).toBeInTheDocument();
    await user.click(await within(step).findByRole('combobox', { name: 'Cuenta donde recibes' }));
    await user.click(await screen.findByRole('option', { name: /Ahorro · Interbank ····5006/ }));
    await user.click(within(step).getByRole('button', { name: 'Cambiar a esta cuenta' }));
    expect(await screen.findByText('Listo: enviaremos el dinero a tu nueva cuenta.')).toBeInTheDocument();
    expect(changes).toEqual([{ destinationAccountId: 13 }]);
    expect(screen.getByRole('heading', { name: 'Sube tu comprobante' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mantener el comprobante enviado' }));
    await user.click(screen.getByRole('button', { name: 'Finalizar orden' }));
    expect(await screen.findByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeInTheDocument();
    expect(finalized).toHaveLength(1);
  });

  it('adds a new account inside the fix, comes back with it chosen and the rest as it was', async () => {
    const added: BankAccount = {
      id: 21,
      bank: { id: 1, code: '002', name: 'Banco de Crédito del Perú' },
      accountType: { id: 1, name: 'Ahorros' },
      currency: 'PEN',
      accountNumber: '19198765432109',
      cci: null,
      alias: null,
      isProvincia: false,
      confirmed: true,
    };
    let accounts = [...ACCOUNTS];
    const saved: unknown[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(bankAccountEndpoints.list, () => accounts),
      mockEndpoint(bankAccountEndpoints.save, async ({ request }) => {
        saved.push(await request.json());
        accounts = [...accounts, added];
        return added;
      }),
    );
    renderLink(
      orderFixture({ status: ORDER_STATUS.OBSERVADA, voucher: VOUCHER, note: 'La cuenta está cerrada.' }),
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Corregir orden' })).toBeInTheDocument();
    const step = screen.getByRole('region', { name: 'Cuenta donde recibirás el dinero' });
    await within(step).findByRole('combobox', { name: 'Cuenta donde recibes' });
    await user.click(within(step).getByRole('button', { name: 'Agregar cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar cuenta bancaria' });
    await within(dialog).findByRole('option', { name: 'Banco de Crédito del Perú' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Banco' }),
      'Banco de Crédito del Perú',
    );
    await user.type(within(dialog).getByLabelText('Número de cuenta'), '19198765432109');
    await user.click(within(dialog).getByLabelText('Declaro que soy el titular de esta cuenta.'));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(saved).toHaveLength(1);
    expect(within(step).getByRole('combobox', { name: 'Cuenta donde recibes' })).toHaveTextContent(/2109/);
    expect(within(step).getByRole('button', { name: 'Cambiar a esta cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Observación de nuestro equipo: La cuenta está cerrada.')).toBeInTheDocument();
  });

  it('lets an observed order keep its account and go to the new voucher', async () => {
    server.use(mockEndpoint(bankAccountEndpoints.list, () => ACCOUNTS));
    renderLink(
      orderFixture({ status: ORDER_STATUS.OBSERVADA, voucher: VOUCHER, note: 'El voucher no se lee.' }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Continuar con esta cuenta' }));
    expect(screen.getByRole('heading', { name: 'Sube tu comprobante' })).toBeInTheDocument();
  });

  it('starts a temporary order without a voucher at paying', () => {
    server.use(mockEndpoint(bankEndpoints.paymentSteps, () => []));
    renderLink(orderFixture());
    expect(screen.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeInTheDocument();
  });
});
