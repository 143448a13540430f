import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type AdminOrderPage, bankEndpoints, adminOrderEndpoints } from '@cambix/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderRow } from '../../../../test/staff-order-fixtures.ts';
import { BANKS } from '../../../../test/catalogue.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import StaffOrdersPage from './orders.tsx';
import { mockEndpoint, rawReply } from '../../../../test/mock-endpoint.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';

const server = setupApiServer();

function recordList(answer: (query: URLSearchParams) => AdminOrderPage) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(adminOrderEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

const renderAt = (url: string) =>
  renderPages(url, [{ path: '/dashboard/ordenes-admin', page: StaffOrdersPage, title: 'Órdenes' }]);

let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:orders');
});
afterEach(() => {
  restoreObjectUrls();
  vi.unstubAllGlobals();
});

describe('Órdenes (staff list)', () => {
  it('asks for the view the address describes and shows its rows', async () => {
    const queries = recordList(() => ({
      items: [orderRow(1, { status: 3, channel: 'link' })],
      nextCursor: null,
    }));
    renderAt('/dashboard/ordenes-admin?status=3,1&from=2026-11-01&bankId=1&q=ana&channel=link&minAmount=100');
    const table = await screen.findByRole('table', { name: 'Órdenes' });
    const row = within(table).getByRole('row', { name: /ORD00001/ });
    expect(within(row).getByText('Cliente 1')).toBeInTheDocument();
    expect(within(row).getByText('40000001')).toBeInTheDocument();
    expect(within(row).getByText('Pendiente de devolución')).toBeInTheDocument();
    expect(within(row).getByText(/S\/\s45.00/)).toBeInTheDocument();
    expect(within(row).getByText('21/11/2026 10:05')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      status: '1,3',
      from: '2026-11-01',
      bankId: '1',
      q: 'ana',
      channel: 'link',
      minAmount: '100',
    });
    expect(screen.getByText('No hay más órdenes.')).toBeInTheDocument();
  });

  it('tells a temporary order the customer closed or let expire from an open one', async () => {
    recordList(() => ({
      items: [
        orderRow(1, { status: 0, expiredAt: null }),
        orderRow(2, { status: 0, expiredAt: '2026-11-21T15:30:00.000Z' }),
      ],
      nextCursor: null,
    }));
    renderAt('/dashboard/ordenes-admin');
    const table = await screen.findByRole('table', { name: 'Órdenes' });
    const open = within(within(table).getByRole('row', { name: /ORD00001/ })).getByText('Temporal');
    const closed = within(within(table).getByRole('row', { name: /ORD00002/ })).getByText(
      'Temporal (cerrada)',
    );
    // Open: outlined, as before; closed: a muted filled grey, not the open look.
    expect(open.closest('.MuiChip-root')).toHaveClass('MuiChip-outlined');
    expect(closed.closest('.MuiChip-root')).toHaveClass('MuiChip-filled');
  });

  it('writes typed filters to the address and the request, the search once typing stops', async () => {
    const user = userEvent.setup();
    const queries = recordList(() => ({ items: [orderRow(1)], nextCursor: null }));
    renderAt('/dashboard/ordenes-admin');
    await screen.findByRole('table', { name: 'Órdenes' });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'quispe');
    await waitFor(() => expect(where()).toBe('/dashboard/ordenes-admin?q=quispe'));
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Observada' }));
    await user.click(screen.getByRole('option', { name: 'Pendiente' }));
    await waitFor(() => expect(where()).toBe('/dashboard/ordenes-admin?status=1%2C4&q=quispe'));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Monto hasta (S/)' }), '1,500.5');
    await waitFor(() => expect(where()).toContain('maxAmount=1500.50'));
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        status: '1,4',
        q: 'quispe',
        maxAmount: '1500.50',
      }),
    );
  });

  it('"Cargar más" asks for the next cursor and appends; the cursor stays out of the address', async () => {
    const user = userEvent.setup();
    const queries = recordList((query) =>
      query.get('cursor') === 'c-2'
        ? { items: [orderRow(3)], nextCursor: null }
        : { items: [orderRow(1), orderRow(2)], nextCursor: 'c-2' },
    );
    renderAt('/dashboard/ordenes-admin?status=5');
    await screen.findByText('ORD00002');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('ORD00003')).toBeInTheDocument();
    expect(screen.getByText('ORD00001')).toBeInTheDocument();
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({ status: '5', cursor: 'c-2' });
    expect(where()).toBe('/dashboard/ordenes-admin?status=5');
    expect(screen.getByText('3 órdenes mostradas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).not.toBeInTheDocument();
  });

  it('exports the current filters as CSV', async () => {
    const user = userEvent.setup();
    recordList(() => ({ items: [orderRow(1)], nextCursor: null }));
    const exports: URLSearchParams[] = [];
    server.use(
      mockEndpoint(adminOrderEndpoints.export, ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return rawReply(
          new Response('\uFEFFcodigo\nORD00001\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="ordenes-2026.csv"',
            },
          }),
        );
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt('/dashboard/ordenes-admin?status=2&to=2026-11-20');
    await screen.findByText('ORD00001');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(exports[0]!)).toEqual({ status: '2', to: '2026-11-20' });
  });

  it('writes a day typed as DD/MM/AAAA to the address and the request', async () => {
    const user = userEvent.setup();
    const queries = recordList(() => ({ items: [orderRow(1)], nextCursor: null }));
    renderAt('/dashboard/ordenes-admin?to=2026-11-30');
    await screen.findByText('ORD00001');
    const to = screen.getByRole('group', { name: 'Creada hasta' });
    expect(
      within(to)
        .getAllByRole('spinbutton')
        .map((part) => part.textContent),
    ).toEqual(['30', '11', '2026']);
    await user.click(
      within(screen.getByRole('group', { name: 'Creada desde' })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('05112026');
    await waitFor(() => expect(where()).toBe('/dashboard/ordenes-admin?from=2026-11-05&to=2026-11-30'));
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({ from: '2026-11-05', to: '2026-11-30' }),
    );
    // No request went out for the years on the way to 2026.
    expect(queries.every((query) => [null, '2026-11-05'].includes(query.get('from')))).toBe(true);
  });

  it('on a phone keeps the search and the status, the rest behind "Más filtros" with how many are in use', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
          onchange: null,
          dispatchEvent: () => false,
        }) as unknown as MediaQueryList,
    );
    const user = userEvent.setup();
    recordList(() => ({ items: [orderRow(1)], nextCursor: null }));
    renderAt('/dashboard/ordenes-admin?from=2026-11-01&to=2026-11-20&channel=link');
    await screen.findByText('ORD00001');
    const filters = screen.getByRole('search', { name: 'Filtros de órdenes' });
    expect(within(filters).getByRole('searchbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Estado' })).toBeInTheDocument();
    expect(within(filters).queryByRole('group', { name: 'Creada desde' })).not.toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: 'Canal' })).not.toBeInTheDocument();
    const more = within(filters).getByRole('button', { name: /Más filtros/ });
    // The dates count once, the channel once.
    expect(more).toHaveTextContent('2');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(filters).getByRole('group', { name: 'Creada desde' })).toBeInTheDocument();
    expect(within(filters).getByRole('combobox', { name: 'Canal' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: /Ocultar filtros/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('opens an order from its row', async () => {
    const user = userEvent.setup();
    recordList(() => ({ items: [orderRow(7)], nextCursor: null }));
    renderAt('/dashboard/ordenes-admin');
    await user.click(await screen.findByText('Cliente 7'));
    expect(where()).toBe('/dashboard/orden/7');
  });
});
