import {
  externalOrderEndpoints,
  partnerEndpoints,
  type PartnerSettlement,
  type PartnerShare,
  type SettlementRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ExternalOrdersPage from '@/app/routes/staff/external-orders.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { externalOrder, PARTNER_CHOICE } from '../../../../test/partners.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
afterEach(() => logout());

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/external-orders', page: ExternalOrdersPage, title: 'Órdenes Externas' },
  ]);

function serve() {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(partnerEndpoints.choices, () => [
      PARTNER_CHOICE,
      { id: 4, name: 'Bodega Los Andes', active: true },
    ]),
    mockEndpoint(externalOrderEndpoints.list, ({ request }) => {
      queries.push(Object.fromEntries(new URL(request.url).searchParams));
      return { items: [externalOrder(7)], total: 1, totalCapped: false, page: 1, size: 20 };
    }),
  );
  return queries;
}

describe('/dashboard/external-orders (issue 15)', () => {
  it('reads its filters from the address and asks the server with them; each row opens the staff order', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve();
    renderAt(
      '/dashboard/external-orders?socio=3&estado=1,3&desde=2026-11-01&hasta=2026-11-30&min=100&q=rosa',
    );
    const row = await screen.findByRole('row', { name: /EX222227/ });
    expect(within(row).getByText(PARTNER_CHOICE.name)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'EX222227' })).toHaveAttribute('href', '/dashboard/orden/7');
    expect(queries[0]).toEqual({
      partnerId: '3',
      status: '1,3',
      from: '2026-11-01',
      to: '2026-11-30',
      minAmount: '100',
      q: 'rosa',
      size: '20',
    });
  });

  // Many filters, two of them date pickers: a loaded two-core machine needs more than the default.
  it('writes each filter to the address and back to page 1', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve();
    const user = userEvent.setup();
    renderAt('/dashboard/external-orders?pagina=2');
    await screen.findByRole('row', { name: /EX222227/ });

    await user.click(screen.getByRole('combobox', { name: 'Socio' }));
    await user.click(await screen.findByRole('option', { name: 'Bodega Los Andes' }));
    await waitFor(() => expect(where()).toBe('/dashboard/external-orders?socio=4'));

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Terminada' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(where()).toBe('/dashboard/external-orders?socio=4&estado=5'));

    await user.type(screen.getByRole('textbox', { name: 'Monto máximo (S/)' }), '2,500');
    await waitFor(() => expect(where()).toBe('/dashboard/external-orders?socio=4&estado=5&max=2500'));
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'AB23');
    await waitFor(() => expect(where()).toBe('/dashboard/external-orders?socio=4&estado=5&max=2500&q=AB23'));
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        partnerId: '4',
        status: '5',
        maxAmount: '2500',
        q: 'AB23',
        size: '20',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(where()).toBe('/dashboard/external-orders'));
  });
});

const SHARE: PartnerShare = {
  id: 1,
  orderCode: 'AB23CD45',
  orderId: 7,
  commission: '45.00',
  sharePercent: '20.00',
  amount: '9.00',
  accruedAt: '2026-11-20T20:00:00.000Z',
  settlementId: null,
};

describe('Participación de socios (issue 15)', () => {
  it("lists a partner's shares in the period and settles what is owed after a confirmation", async () => {
    startSession(sessionFor('Administrador'));
    serve();
    let settled = false;
    const bodies: SettlementRequest[] = [];
    const settlement: PartnerSettlement = {
      id: 5,
      partnerId: 3,
      from: '2026-11-01',
      to: '2026-11-30',
      amount: '9.00',
      shareCount: 1,
      operationNumber: '777111',
      note: null,
      cambixAccount: { bankName: 'BCP', accountNumber: '19400000000101' },
      createdBy: 'Carla Rojas',
      createdAt: '2026-11-27T05:00:00.000Z',
    };
    server.use(
      mockEndpoint(externalOrderEndpoints.shares, ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(Object.fromEntries(query)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
        return settled
          ? { items: [{ ...SHARE, settlementId: 5 }], unsettledTotal: '0.00' }
          : { items: [SHARE], unsettledTotal: '9.00' };
      }),
      mockEndpoint(externalOrderEndpoints.settlements, () => (settled ? [settlement] : [])),
      mockEndpoint(externalOrderEndpoints.settlementAccounts, () => [
        { id: 2, bankName: 'BCP', accountNumber: '19400000000101', currency: 'PEN' },
      ]),
      mockEndpoint(externalOrderEndpoints.settle, async ({ request, params }) => {
        expect(params.partnerId).toBe('3');
        bodies.push(await request.json());
        settled = true;
        return { settlement, pendingApprovalId: null };
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/external-orders?vista=participacion&socio=3&desde=2026-11-01&hasta=2026-11-30');
    await waitFor(() => expect(screen.getByTestId('unsettled-total')).toHaveTextContent('S/ 9.00'));
    const row = await screen.findByRole('row', { name: /AB23CD45/ });
    expect(within(row).getByRole('link', { name: 'AB23CD45' })).toHaveAttribute('href', '/dashboard/orden/7');
    expect(within(row).getByText('Por liquidar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Liquidar' }));
    const dialog = await screen.findByRole('dialog', { name: `Liquidar a ${PARTNER_CHOICE.name}` });
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));
    expect(bodies).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /Cuenta de Cambix/ }));
    await user.click(await screen.findByRole('option', { name: /19400000000101/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Número de operación/ }), '777111');
    await user.click(within(dialog).getByRole('checkbox', { name: /Confirmo/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Liquidar' }));

    expect(await screen.findByText('Liquidación registrada.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      cambixAccountId: 2,
      operationNumber: '777111',
      note: null,
    });
    expect(await screen.findByText('Del 01/11/2026 al 30/11/2026')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('unsettled-total')).toHaveTextContent('S/ 0.00'));
  });
});
