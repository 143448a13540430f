import { type BankAccount, bankEndpoints, bankAccountEndpoints } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BANKS } from '../../../../test/catalogue.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { ACCOUNTS } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { BankAccountsManager } from './bank-accounts-manager.tsx';
import { mockEndpoint, okWithMessage } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

describe('Bancos: an account added through an order link (decision 072)', () => {
  it('is marked to confirm, and the customer confirms it', async () => {
    const added: BankAccount = { ...ACCOUNTS[1]!, alias: 'Nueva BanBif', confirmed: false };
    let accounts = [ACCOUNTS[0]!, added];
    const confirmed: string[] = [];
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(bankAccountEndpoints.list, () => accounts),
      mockEndpoint(bankAccountEndpoints.confirm, ({ params }) => {
        confirmed.push(String(params.id));
        accounts = [ACCOUNTS[0]!, { ...added, confirmed: true }];
        return okWithMessage(accounts[1]!, 'Cuenta confirmada: ya puede recibir tu dinero.');
      }),
    );
    renderWithProviders(<BankAccountsManager title="Mis cuentas bancarias" />);
    const list = await screen.findByRole('list', { name: 'Mis cuentas bancarias' });
    const [own, pending] = within(list).getAllByRole('listitem');
    expect(within(own!).queryByText('Por confirmar')).not.toBeInTheDocument();
    expect(within(pending!).getByText('Por confirmar')).toBeVisible();
    expect(within(pending!).getByText(/La agregaste desde el link de una orden/)).toBeVisible();

    await userEvent.setup().click(within(pending!).getByRole('button', { name: 'Confirmar Nueva BanBif' }));
    expect(await screen.findByText('Cuenta confirmada: ya puede recibir tu dinero.')).toBeVisible();
    expect(confirmed).toEqual([String(added.id)]);
    await expect.poll(() => within(list).queryByText('Por confirmar')).toBeNull();
  });
});
