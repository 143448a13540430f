import type { BankAccount } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BANKS } from '../../../../test/catalogue.ts';
import { ok } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { ACCOUNTS } from '../../../../test/orders.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { BankAccountsManager } from './bank-accounts-manager.tsx';

const server = setupApiServer();

describe('Bancos: an account added through an order link (decision 072)', { timeout: 20_000 }, () => {
  it('is marked to confirm, and the customer confirms it', async () => {
    const added: BankAccount = { ...ACCOUNTS[1]!, alias: 'Nueva BanBif', confirmed: false };
    let accounts = [ACCOUNTS[0]!, added];
    const confirmed: string[] = [];
    server.use(
      http.get('*/api/banks', () => HttpResponse.json(ok(BANKS))),
      http.get('*/api/listBanksUser', () => HttpResponse.json(ok(accounts))),
      http.post('*/api/user/bank-accounts/:id/confirm', ({ params }) => {
        confirmed.push(String(params.id));
        accounts = [ACCOUNTS[0]!, { ...added, confirmed: true }];
        return HttpResponse.json(ok(accounts[1], 'Cuenta confirmada: ya puede recibir tu dinero.'));
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
