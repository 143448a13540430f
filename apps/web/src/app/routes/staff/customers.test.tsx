import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CustomerList, type CustomerListItem, adminUserEndpoints } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import CustomersPage from './customers.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const row = (id: number, overrides: Partial<CustomerListItem> = {}): CustomerListItem => ({
  id,
  nombres: 'Ana',
  apellido_paterno: `Cliente${id}`,
  apellido_materno: 'Prueba',
  tipo_documento: 'DNI',
  dni: String(40_000_000 + id),
  email: `ana${id}@correo.pe`,
  celular: '987654321',
  accountStatus: 'ACTIVO',
  kycStep: 0,
  commissionPercent: '4.50',
  isPremium: false,
  isSpecial: false,
  registeredAt: '2026-11-01T15:00:00.000Z',
  ...overrides,
});

function listResponse(items: CustomerListItem[], total = items.length, page = 1): CustomerList {
  return {
    items,
    total,
    page,
    pageSize: 25,
    fees: { commissionOptions: ['3.50', '4.00', '4.50'], defaultCommission: '4.50' },
  };
}

/** What the server was asked, newest last. */
function recordRequests(answer: (query: URLSearchParams) => CustomerList) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(adminUserEndpoints.listCustomers, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

const renderAt = (url: string) =>
  renderPages(url, [{ path: '/dashboard/users', page: CustomersPage, title: 'Clientes' }]);

describe('Clientes: filters in the address bar', () => {
  it('asks the server for the view the link describes and shows its rows and total', async () => {
    const queries = recordRequests(() => listResponse([row(1), row(2, { accountStatus: 'POR_VALIDAR' })], 2));
    renderAt('/dashboard/users?status=ACTIVO&kycStep=0&sort=name&order=asc&q=ana');
    expect(await screen.findByText('Ana Cliente1 Prueba')).toBeInTheDocument();
    expect(screen.getByText('2 clientes')).toBeInTheDocument();
    const query = queries.at(-1)!;
    expect(Object.fromEntries(query)).toEqual({
      status: 'ACTIVO',
      kycStep: '0',
      sort: 'name',
      order: 'asc',
      q: 'ana',
      page: '1',
      pageSize: '25',
    });
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('ana');
    expect(screen.getByText('Por validar')).toBeInTheDocument();
  });

  it('opens the page a link names', async () => {
    const queries = recordRequests((query) =>
      Number(query.get('page')) > 3
        ? listResponse([], 60, Number(query.get('page')))
        : listResponse([row(Number(query.get('page')))], 60, 2),
    );
    renderAt('/dashboard/users?page=2');
    expect(await screen.findByText('Ana Cliente2 Prueba')).toBeInTheDocument();
    expect(queries.map((query) => query.get('page'))).toEqual(['2']);
    expect(where()).toBe('/dashboard/users?page=2');
  });

  it('pages with the bar under the table, and a new page size starts again at page 1', async () => {
    const user = userEvent.setup();
    const queries = recordRequests((query) =>
      listResponse([row(Number(query.get('page')))], 60, Number(query.get('page'))),
    );
    renderAt('/dashboard/users?status=ACTIVO');
    await screen.findByText('Ana Cliente1 Prueba');
    expect(screen.getByText('1–25 de 60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await waitFor(() => expect(where()).toBe('/dashboard/users?status=ACTIVO&page=2'));
    expect(await screen.findByText('Ana Cliente2 Prueba')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: '50' }));
    await waitFor(() => expect(where()).toBe('/dashboard/users?status=ACTIVO&pageSize=50'));
    await waitFor(() => expect(queries.at(-1)?.get('pageSize')).toBe('50'));
  });

  it('moves a page past the end to the last page', async () => {
    recordRequests((query) =>
      Number(query.get('page')) > 3
        ? listResponse([], 60, Number(query.get('page')))
        : listResponse([row(Number(query.get('page')))], 60, 3),
    );
    renderAt('/dashboard/users?page=9');
    expect(await screen.findByText('Ana Cliente3 Prueba')).toBeInTheDocument();
    expect(where()).toBe('/dashboard/users?page=3');
  });

  it('puts a chosen filter in the address, back on page 1, and asks the server again', async () => {
    const user = userEvent.setup();
    const queries = recordRequests(() => listResponse([row(1)], 60));
    renderAt('/dashboard/users?page=2');
    await screen.findByText('Ana Cliente1 Prueba');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Bloqueado' }));
    await waitFor(() => expect(where()).toBe('/dashboard/users?status=BLOQUEADO'));
    await waitFor(() => expect(queries.at(-1)?.get('status')).toBe('BLOQUEADO'));
    expect(queries.at(-1)?.get('page')).toBe('1');
  });

  it('searches after a pause in typing, and clearing empties the address', async () => {
    const user = userEvent.setup();
    const queries = recordRequests(() => listResponse([row(1)]));
    renderAt('/dashboard/users?premium=true');
    await screen.findByText('Ana Cliente1 Prueba');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'peña');
    await waitFor(() => expect(where()).toBe('/dashboard/users?q=pe%C3%B1a&premium=true'));
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('peña'));
    // One request for the whole word, not one per key.
    expect(queries.filter((query) => query.get('q')?.startsWith('pe'))).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(where()).toBe('/dashboard/users'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('opens the customer when a row is clicked', async () => {
    const user = userEvent.setup();
    recordRequests(() => listResponse([row(7)]));
    renderAt('/dashboard/users');
    await user.click(await screen.findByText('DNI 40000007'));
    await waitFor(() => expect(where()).toBe('/dashboard/user/7'));
  });

  it('a row clicked right after typing opens nothing until the search has answered, and no late search follows (issue 34)', async () => {
    const user = userEvent.setup();
    recordRequests((query) => (query.get('q') ? listResponse([row(2)]) : listResponse([row(1), row(2)])));
    renderAt('/dashboard/users');
    await screen.findByText('DNI 40000001');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '40000002');
    // Within the typing pause: the row under the pointer is of the old list.
    await user.click(screen.getByText('DNI 40000001'));
    await waitFor(() => expect(where()).toBe('/dashboard/users?q=40000002'));
    await waitFor(() => expect(screen.queryByText('DNI 40000001')).not.toBeInTheDocument());
    await user.click(screen.getByText('DNI 40000002'));
    await waitFor(() => expect(where()).toBe('/dashboard/user/2'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(where()).toBe('/dashboard/user/2');
  });

  it('sorts on the server by the header clicked: A to Z first, then turned; registration newest first', async () => {
    const user = userEvent.setup();
    const queries = recordRequests(() => listResponse([row(1)], 60));
    renderAt('/dashboard/users?page=2');
    await screen.findByText('Ana Cliente1 Prueba');
    const header = (name: string) => screen.getByRole('button', { name });

    await user.click(header('Cliente'));
    await waitFor(() => expect(where()).toBe('/dashboard/users?sort=name&order=asc'));
    expect(screen.getByRole('columnheader', { name: /Cliente/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(header('Cliente'));
    await waitFor(() => expect(where()).toBe('/dashboard/users?sort=name&order=desc'));
    await waitFor(() => expect(queries.at(-1)?.get('order')).toBe('desc'));
    expect(queries.at(-1)?.get('sort')).toBe('name');

    await user.click(header('Registro'));
    await waitFor(() => expect(where()).toBe('/dashboard/users'));
    expect(screen.getByRole('columnheader', { name: /Registro/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('says what failed when the list cannot load', async () => {
    server.use(
      mockEndpoint(adminUserEndpoints.listCustomers, () =>
        refuse('FORBIDDEN_MODULE', 'No tienes permiso para esta acción en este módulo.', 403),
      ),
    );
    renderAt('/dashboard/users');
    expect(await screen.findByText('No tienes permiso para esta acción en este módulo.')).toBeInTheDocument();
  });
});
