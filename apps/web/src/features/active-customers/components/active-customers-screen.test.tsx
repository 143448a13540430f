import { activeCustomerEndpoints, bankEndpoints, type ActiveCustomerPage } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ActiveCustomersPage from '@/app/routes/staff/active-customers.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { defaultMonths } from '../list-state.ts';
import { activeCustomer, activeMonth, activePage } from '../test-active-customers.ts';

const server = setupApiServer();
let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:activos');
  startSession(sessionFor('Administrador'));
});
afterEach(() => {
  restoreObjectUrls();
  logout();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const PATH = '/dashboard/user/userActive';
const renderAt = (url: string) =>
  renderPages(url, [
    { path: PATH, page: ActiveCustomersPage, title: 'Clientes activos' },
    { path: '/dashboard/user/:userId', page: () => <p>Cliente</p>, title: 'Cliente' },
  ]);

function serve(
  answer: (query: URLSearchParams) => ActiveCustomerPage | ReturnType<typeof refuse> = () =>
    activePage([activeCustomer(1, { isNew: true }), activeCustomer(2)]),
) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(activeCustomerEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query) as ActiveCustomerPage;
    }),
    mockEndpoint(bankEndpoints.list, () => BANKS),
  );
  return queries;
}

describe('Clientes activos (docs/rules/finance-reports.md#active-customers)', () => {
  it('asks for the last six months by default and shows the chart, the months and the customers', async () => {
    const queries = serve();
    renderAt(PATH);
    const customer = await screen.findByRole('row', { name: /Ana Quispe 1/ });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      ...defaultMonths(),
      page: '1',
      pageSize: '25',
      sort: 'lastOrderAt',
      direction: 'desc',
    });
    expect(within(customer).getByRole('link', { name: 'Ana Quispe 1' })).toHaveAttribute(
      'href',
      '/dashboard/user/1',
    );
    expect(within(customer).getByText('Nuevo')).toBeInTheDocument();
    expect(within(customer).getByText('40000001')).toBeInTheDocument();
    expect(within(customer).getByText('S/ 4,500.00')).toBeInTheDocument();
    expect(within(customer).getByText('S/ 45.50')).toBeInTheDocument();
    expect(within(customer).getByText('03/09/2026')).toBeInTheDocument();
    expect(within(customer).getByText('20/11/2026')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Ana Quispe 2/ })).queryByText('Nuevo'),
    ).not.toBeInTheDocument();

    const chart = screen.getByRole('group', { name: 'Clientes activos por mes' });
    const bars = within(chart).getAllByRole('img');
    expect(bars.map((bar) => bar.getAttribute('aria-label'))).toEqual([
      'septiembre 2026: 2 activos (2 nuevos, 0 recurrentes)',
      'octubre 2026: 4 activos (1 nuevo, 3 recurrentes)',
      'noviembre 2026: 9 activos (4 nuevos, 5 recurrentes)',
    ]);
    bars[2]!.focus();
    expect(
      await screen.findByText('noviembre 2026: 9 activos (4 nuevos, 5 recurrentes)', { selector: 'p' }),
    ).toBeVisible();

    const months = screen.getByRole('table', { name: 'Clientes activos por mes' });
    const november = within(months).getByRole('row', { name: /noviembre 2026/ });
    expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['noviembre 2026', '9', '4', '5', '18', 'S/ 9,000.00']);
  });

  it('writes the range and the bank to the address and asks again', async () => {
    const queries = serve();
    const user = userEvent.setup();
    renderAt(`${PATH}?from=2026-09&to=2026-11`);
    await screen.findByRole('row', { name: /Ana Quispe 1/ });
    expect(screen.getByRole('group', { name: 'Desde (mes)' })).toHaveTextContent('09/2026');

    await user.click(screen.getByRole('combobox', { name: 'Banco de pago' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'BanBif' }));
    await waitFor(() => expect(where()).toBe(`${PATH}?from=2026-09&to=2026-11&bankId=5`));

    const from = screen.getByRole('group', { name: 'Desde (mes)' });
    await user.click(within(from).getAllByRole('spinbutton')[0]!);
    await user.keyboard('012026');
    await waitFor(() => expect(where()).toBe(`${PATH}?from=2026-01&to=2026-11&bankId=5`));
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        from: '2026-01',
        to: '2026-11',
        bankId: '5',
        page: '1',
        pageSize: '25',
        sort: 'lastOrderAt',
        direction: 'desc',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Últimos 6 meses' }));
    await waitFor(() => expect(where()).toBe(PATH));
  });

  it("refuses a range over 24 months with the server's words and asks nothing", async () => {
    const queries = serve();
    renderAt(`${PATH}?from=2024-01&to=2026-11`);
    expect(await screen.findByText('Elige como máximo 24 meses.')).toBeInTheDocument();
    renderAt(`${PATH}?from=2026-11&to=2026-01`);
    expect(await screen.findByText('El mes final no puede ser anterior al inicial.')).toBeInTheDocument();
    expect(queries).toHaveLength(0);
  });

  it("shows the server's refusal when it has one", async () => {
    serve(() => refuse('VALIDATION_FAILED', 'Elige como máximo 24 meses.', 400));
    renderAt(`${PATH}?from=2025-01&to=2026-11`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Elige como máximo 24 meses.');
  });

  it('sorts and pages on the server, the view in the address', async () => {
    const queries = serve((query) =>
      activePage([activeCustomer(Number(query.get('page')) * 10)], {
        total: 60,
        page: Number(query.get('page')),
      }),
    );
    const user = userEvent.setup();
    renderAt(`${PATH}?from=2026-09&to=2026-11`);
    await screen.findByRole('row', { name: /Ana Quispe 10/ });

    await user.click(screen.getByRole('button', { name: 'Órdenes' }));
    await waitFor(() =>
      expect(where()).toBe(`${PATH}?from=2026-09&to=2026-11&sort=orderCount&direction=desc`),
    );
    await user.click(screen.getByRole('button', { name: 'Órdenes' }));
    await waitFor(() =>
      expect(where()).toBe(`${PATH}?from=2026-09&to=2026-11&sort=orderCount&direction=asc`),
    );

    await user.click(screen.getByRole('button', { name: /siguiente/i }));
    await screen.findByRole('row', { name: /Ana Quispe 20/ });
    expect(where()).toBe(`${PATH}?from=2026-09&to=2026-11&sort=orderCount&direction=asc&page=2`);
    expect(Object.fromEntries(queries.at(-1)!)).toMatchObject({
      sort: 'orderCount',
      direction: 'asc',
      page: '2',
    });

    await user.click(screen.getByRole('button', { name: 'Comisión total' }));
    await waitFor(() =>
      expect(where()).toBe(`${PATH}?from=2026-09&to=2026-11&sort=totalCommission&direction=desc`),
    );
  });

  it('says so when nobody finished an order in the range', async () => {
    serve(() => activePage([], { months: [activeMonth('2026-10', 0, 0), activeMonth('2026-11', 0, 0)] }));
    renderAt(`${PATH}?from=2026-10&to=2026-11`);
    expect(await screen.findByText('Ningún cliente terminó una orden en este periodo.')).toBeInTheDocument();
    expect(screen.getByText('No hay clientes activos en este periodo.')).toBeInTheDocument();
  });

  it('exports the range and the bank as CSV', async () => {
    serve();
    const exports: URLSearchParams[] = [];
    server.use(
      mockEndpoint(activeCustomerEndpoints.export, ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return rawReply(
          new Response('\uFEFFcliente\n', {
            headers: { 'content-disposition': 'attachment; filename="clientes-activos.csv"' },
          }),
        );
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt(`${PATH}?from=2026-01&to=2026-06&bankId=1&page=2&sort=totalSent&direction=asc`);
    await screen.findByRole('row', { name: /Ana Quispe 1/ });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(Object.fromEntries(exports[0]!)).toEqual({ from: '2026-01', to: '2026-06', bankId: '1' });
  });

  it('shows cards with a sort select on a phone', async () => {
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
    serve();
    const user = userEvent.setup();
    renderAt(`${PATH}?from=2026-09&to=2026-11`);
    const list = await screen.findByRole('list', { name: 'Clientes activos del periodo' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(within(first).getByRole('link', { name: 'Ana Quispe 1' })).toHaveAttribute(
      'href',
      '/dashboard/user/1',
    );
    expect(within(first).getByText('3 órdenes · S/ 4,500.00 enviados')).toBeInTheDocument();
    expect(within(first).getByText('Nuevo')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Ordenar por' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Más enviado' }));
    await waitFor(() =>
      expect(where()).toBe(`${PATH}?from=2026-09&to=2026-11&sort=totalSent&direction=desc`),
    );
  });
});
