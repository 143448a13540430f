import {
  type BankAccount,
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
import { ACCOUNTS, LIMIT, orderFixture, POINTS, QUOTE } from '../../../../test/orders.ts';
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

function serve(active: Order | null, accounts: BankAccount[] = ACCOUNTS) {
  const quotes: unknown[] = [];
  server.use(
    mockEndpoint(orderEndpoints.active, () => active),
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(bankAccountEndpoints.list, () => accounts),
    mockEndpoint(exchangeEndpoints.rates, () => RATES),
    mockEndpoint(pointsEndpoints.mine, () => POINTS),
    mockEndpoint(orderEndpoints.limitAmount, () => LIMIT),
    mockEndpoint(bankEndpoints.paymentSteps, () => [
      { bankId: 1, step_number: 2, text: 'Elige «Transferir a otra cuenta BCP».' },
      { bankId: 1, step_number: 1, text: 'Entra a tu app BCP.' },
    ]),
    mockEndpoint(orderEndpoints.quote, async ({ request }) => {
      quotes.push(await request.json());
      return QUOTE;
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

describe('nueva-orden', { timeout: 30_000 }, () => {
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

    await user.click(
      await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }, { timeout: 5000 }),
    );
    await user.type(screen.getByLabelText('Monto que envías'), '1000');
    expect(await screen.findByText('S/ 955.00')).toBeInTheDocument();
    expect(quotes).toEqual([{ bankId: 1, sendAmount: '1000', destinationAccountId: 11 }]);
    expect(screen.getByText('Has usado S/ 12,500.00 de S/ 50,000.00 este mes')).toBeInTheDocument();

    // Every order declares where its money comes from.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Elige el origen de los fondos.')).toBeInTheDocument();
    expect(created).toHaveLength(0);
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

  it('groups the amount as it is typed and shows the chosen account by its short bank name and last digits', async () => {
    const quotes = serve(null);
    const user = userEvent.setup();
    renderWizard();
    await user.click(
      await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }, { timeout: 5000 }),
    );
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
    await user.click(
      await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }, { timeout: 5000 }),
    );
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

  it('starts from the public calculator’s draft, once', async () => {
    serve(null);
    saveOrderDraft({ bankId: 1, mode: 'receive', amount: '955' });
    renderWizard();
    expect(await screen.findByText('Retomamos el monto que cotizaste.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monto que recibes')).toHaveValue('955');
    expect(
      await screen.findByRole('radio', { name: /Banco de Crédito del Perú/ }, { timeout: 5000 }),
    ).toHaveAttribute('aria-checked', 'true');
    expect(hasOrderDraft()).toBe(false);
    await waitFor(() => expect(screen.getByText('S/ 955.00')).toBeInTheDocument());
  });
});
