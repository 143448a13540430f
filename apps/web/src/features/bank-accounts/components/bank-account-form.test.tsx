import { cciCheckDigits, bankEndpoints } from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { BankAccountForm } from './bank-account-form.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

function renderForm(onSubmit = vi.fn(async () => undefined)) {
  server.use(mockEndpoint(bankEndpoints.list, () => BANKS));
  renderWithProviders(<BankAccountForm submitLabel="Guardar" onSubmit={onSubmit} />);
  return onSubmit;
}

/** The bank select, once the catalogue has arrived. */
async function bankSelect() {
  await screen.findByRole('option', { name: 'BanBif' });
  return screen.getByRole('combobox', { name: 'Banco' });
}

describe('BankAccountForm', () => {
  it('hints the length of the chosen bank and type, and asks for the CCI only where it is required', async () => {
    const user = userEvent.setup();
    renderForm();
    const bank = await screen.findByRole('combobox', { name: 'Banco' });
    await screen.findByRole('option', { name: 'BanBif' });
    expect(screen.queryByLabelText(/CCI/)).not.toBeInTheDocument();

    await user.selectOptions(bank, 'Banco de Crédito del Perú');
    expect(screen.getByRole('combobox', { name: 'Tipo de cuenta' })).toHaveDisplayValue('Ahorros');
    expect(screen.getByText('14 dígitos, sin guiones.')).toBeInTheDocument();
    expect(screen.getByLabelText('CCI (opcional)')).not.toBeRequired();

    await user.selectOptions(bank, 'BanBif');
    expect(screen.getByText('De 11 a 12 dígitos, sin guiones.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /CCI/ })).toBeRequired();
    expect(screen.getByText(/Cambix no tiene cuenta en BanBif/)).toBeInTheDocument();
  });

  it('shows each rule under its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.selectOptions(await bankSelect(), 'BanBif');
    await user.type(screen.getByLabelText('Número de cuenta'), '1234');
    await user.type(screen.getByRole('textbox', { name: /CCI/ }), '03810000123456789012');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Debe tener de 11 a 12 dígitos.')).toBeInTheDocument();
    expect(
      screen.getByText('Los dígitos de control no coinciden: revisa que hayas copiado bien el CCI.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Solo aceptamos cuentas a tu nombre: confirma que eres el titular.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Número de cuenta')).toHaveValue('1234');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid account and puts a server refusal under its field', async () => {
    const user = userEvent.setup();
    const first18 = '038100001234567890';
    const onSubmit = renderForm(
      vi.fn(async () => {
        throw new ApiError('BANK_ACCOUNT_DUPLICATE', 'Ya registraste esta cuenta.', 409, {
          accountNumber: 'Ya registraste esta cuenta.',
        });
      }),
    );
    await user.selectOptions(await bankSelect(), 'BanBif');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Moneda' }), 'Dólares (USD)');
    await user.type(screen.getByLabelText('Número de cuenta'), '123-456-789-01');
    await user.type(screen.getByRole('textbox', { name: /CCI/ }), `${first18}${cciCheckDigits(first18)}`);
    await user.type(screen.getByLabelText('Alias (opcional)'), 'Ahorros dólares');
    await user.click(screen.getByLabelText(/Es una cuenta de provincia/));
    await user.click(screen.getByLabelText('Declaro que soy el titular de esta cuenta.'));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText('Ya registraste esta cuenta.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({
      bankId: 5,
      accountTypeId: 9,
      currency: 'USD',
      accountNumber: '12345678901',
      cci: `${first18}${cciCheckDigits(first18)}`,
      alias: 'Ahorros dólares',
      isProvincia: true,
      holderDeclaration: true,
    });
    expect(screen.getByLabelText('Número de cuenta')).toHaveFocus();
  });
});
