import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CambixAccountSettings, settingsEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { setupApiServer } from '../../../../../test/msw.ts';
import { ACCOUNTS, renderSettings } from '../../settings.test-support.tsx';
import { mockEndpoint, type MockReply, refuse } from '../../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

const USD_PAYOUT = ACCOUNTS[1]!;

describe('Ajustes · Cuentas Cambix', () => {
  it('lists every account with its use and balance in its currency', async () => {
    renderSettings(server, '?seccion=cuentas');
    const table = await screen.findByRole('table', { name: 'Cuentas de Cambix' });
    const [, pen, usd] = within(table).getAllByRole('row');
    expect(within(pen!).getByText('Recaudadora')).toBeInTheDocument();
    expect(within(pen!).getByText('S/ 15,250.50')).toBeInTheDocument();
    expect(within(usd!).getByText('Pagadora')).toBeInTheDocument();
    expect(within(usd!).getByText('US$ 0.00')).toBeInTheDocument();
  });

  it('offers the opening balance only while the account has none, and records it', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(
        settingsEndpoints.recordOpeningBalance,
        async ({ request }) => {
          const body = (await request.json()) as { amount: string };
          sent.push(body);
          return { ...USD_PAYOUT, balance: '2500.00', openingBalance: body.amount };
        },
        { params: { accountId: '4' } },
      ),
    );
    renderSettings(server, '?seccion=cuentas');
    await screen.findByRole('table', { name: 'Cuentas de Cambix' });
    expect(
      screen.queryByRole('button', {
        name: /Registrar saldo inicial de Banco de Crédito del Perú 19312345678012/,
      }),
    ).toBeNull();
    await user.click(
      screen.getByRole('button', {
        name: 'Registrar saldo inicial de Banco de Crédito del Perú 19398765432199',
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Saldo inicial' }));
    await user.type(dialog.getByLabelText('Monto'), '2500');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(sent).toEqual([{ amount: '2500' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('US$ 2,500.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Registrar saldo inicial/ })).toBeNull();
    expect(screen.getByText('Cambios guardados')).toBeInTheDocument();
  });

  it('keeps the dialog and the amount when the server says the opening balance exists', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      mockEndpoint(
        settingsEndpoints.recordOpeningBalance,
        () =>
          refuse(
            'OPENING_BALANCE_EXISTS',
            'Esta cuenta ya tiene saldo inicial. Corrígelo con un ingreso o egreso.',
            409,
          ),
        { params: { accountId: '4' } },
      ),
    );
    renderSettings(server, '?seccion=cuentas');
    await user.click(await screen.findByRole('button', { name: /Registrar saldo inicial de/ }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Saldo inicial' }));
    await user.type(dialog.getByLabelText('Monto'), '100.50');
    await user.click(dialog.getByRole('button', { name: 'Registrar' }));
    expect(
      await dialog.findByText('Esta cuenta ya tiene saldo inicial. Corrígelo con un ingreso o egreso.'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Monto')).toHaveValue('100.50');
  });

  it('creates an account choosing bank, currency and use; a CCI of another bank is refused under its field', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    const created: CambixAccountSettings = {
      ...USD_PAYOUT,
      id: 9,
      currency: 'PEN',
      purpose: 'payout',
      accountNumber: '1234567890',
      cci: '00219300123456789013',
      openingBalance: null,
      balance: '0.00',
    };
    let answer: typeof created | MockReply = refuse(
      'BANK_ACCOUNT_CCI_INVALID',
      'El CCI no corresponde al banco.',
      400,
      {
        fields: {
          cci: 'El CCI no corresponde al banco.',
        },
      },
    );
    server.use(
      mockEndpoint(settingsEndpoints.createCambixAccount, async ({ request }) => {
        sent.push(await request.json());
        return answer;
      }),
    );
    renderSettings(server, '?seccion=cuentas');
    const add = await screen.findByRole('button', { name: 'Nueva cuenta' });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const dialog = within(await screen.findByRole('dialog', { name: 'Nueva cuenta de Cambix' }));
    expect(dialog.getByRole('button', { name: 'Crear cuenta' })).toBeDisabled();
    await user.type(dialog.getByLabelText('Número de cuenta'), '1234567890');
    await user.type(dialog.getByLabelText('CCI'), '00219300123456789013');
    await user.type(dialog.getByLabelText('Titular'), 'Cambix S.A.C.');
    await user.click(dialog.getByRole('button', { name: 'Crear cuenta' }));
    expect(await dialog.findByText('Elige el banco.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.click(dialog.getByRole('combobox', { name: 'Banco' }));
    await user.click(await screen.findByRole('option', { name: 'Banco de Crédito del Perú' }));
    await user.click(dialog.getByRole('combobox', { name: 'Uso' }));
    await user.click(await screen.findByRole('option', { name: 'Pagadora' }));
    await user.click(dialog.getByRole('button', { name: 'Crear cuenta' }));

    expect(await dialog.findByText('El CCI no corresponde al banco.')).toBeInTheDocument();
    expect(dialog.getByLabelText('Titular')).toHaveValue('Cambix S.A.C.');
    expect(sent[0]).toEqual({
      bankId: 1,
      currency: 'PEN',
      purpose: 'payout',
      accountNumber: '1234567890',
      cci: '00219300123456789013',
      holderName: 'Cambix S.A.C.',
      active: true,
    });

    answer = created;
    await user.type(dialog.getByLabelText('Titular'), ' ');
    await user.click(dialog.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('1234567890')).toBeInTheDocument();
  });
});
