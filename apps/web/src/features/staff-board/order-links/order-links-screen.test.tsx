import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  type CreateOrderLinkRequest,
  type LinkCustomer,
  type OrderLinkSummary,
  bankEndpoints,
  orderLinkEndpoints,
  adminOrderEndpoints,
  adminUserEndpoints,
} from '@cambix/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { servePermissions } from '../../../../test/staff-order-fixtures.ts';
import { OrderLinksScreen } from './order-links-screen.tsx';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const ana: LinkCustomer = {
  id: 41,
  name: 'Ana Lucía Quispe Mamani',
  documentNumber: '40000001',
  phone: '987 654 321',
  accountStatus: 'ACTIVO',
};

const link = (id: number, overrides: Partial<OrderLinkSummary> = {}): OrderLinkSummary => ({
  id,
  code: `LNK${String(id).padStart(5, '0')}`,
  kind: 'new_order',
  url: `https://cambix.test/userDashboard/nueva-orden/LNK${String(id).padStart(5, '0')}`,
  customer: { id: 41, name: ana.name, dni: ana.documentNumber },
  amount: null,
  bankId: null,
  status: 'activa',
  expiresAt: '2026-11-22T15:00:00.000Z',
  createdAt: '2026-11-21T15:00:00.000Z',
  orderCode: null,
  ...overrides,
});

function serveList(answer: (query: URLSearchParams) => OrderLinkSummary[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(bankEndpoints.list, () => BANKS),
    mockEndpoint(orderLinkEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = answer(query);
      return { items, total: items.length, page: 1, size: 20 };
    }),
  );
  return queries;
}

beforeEach(() => startSession(sessionFor('Colaborador')));
afterEach(() => logout());

describe('Links de orden', () => {
  it('creates a link for a searched customer and shows its URL, copy and WhatsApp', async () => {
    const user = userEvent.setup();
    servePermissions(server);
    serveList(() => []);
    const searches: string[] = [];
    const bodies: CreateOrderLinkRequest[] = [];
    server.use(
      mockEndpoint(adminOrderEndpoints.linkCustomers, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('q') ?? '');
        return [ana];
      }),
      mockEndpoint(orderLinkEndpoints.create, async ({ request }) => {
        bodies.push((await request.json()) as CreateOrderLinkRequest);
        return link(9, { amount: '1500.00', bankId: 1 });
      }),
    );
    const writeText = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<OrderLinksScreen title="Links de orden" />);
    const form = await screen.findByRole('form', { name: 'Nuevo link' });

    await user.click(within(form).getByRole('button', { name: 'Crear link' }));
    expect(within(form).getByText('Elige el cliente.')).toBeInTheDocument();

    await user.type(within(form).getByRole('combobox', { name: 'Cliente' }), 'quis');
    await user.click(await screen.findByRole('option', { name: /Ana Lucía Quispe Mamani · 40000001/ }));
    expect(searches.at(-1)).toBe('quis');
    await user.type(within(form).getByRole('textbox', { name: 'Monto a enviar (opcional)' }), '1,500');
    await user.click(within(form).getByRole('combobox', { name: 'Banco de pago (opcional)' }));
    await user.click(await screen.findByRole('option', { name: BANKS[0]!.name }));
    const hours = within(form).getByRole('spinbutton', { name: 'Vigencia (horas)' });
    expect(hours).toHaveValue(24);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(within(form).getByRole('button', { name: 'Crear link' }));

    const created = await screen.findByRole('region', { name: 'Link creado' });
    expect(bodies).toEqual([
      { userId: 41, kind: 'new_order', validHours: 48, amount: '1500', bankId: BANKS[0]!.id },
    ]);
    const url = 'https://cambix.test/userDashboard/nueva-orden/LNK00009';
    expect(within(created).getByRole('textbox', { name: 'Link para el cliente' })).toHaveValue(url);
    const whatsapp = within(created).getByRole('link', { name: 'Enviar por WhatsApp' });
    expect(whatsapp.getAttribute('href')).toBe(
      `https://wa.me/51987654321?text=${encodeURIComponent(`¡Hola, Ana! Aquí tienes el link para hacer tu orden en Cambix: ${url}`)}`,
    );
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(created).getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copiado.')).toBeInTheDocument();
  });

  it('lists the links with their status and filters by status and text', async () => {
    const user = userEvent.setup();
    servePermissions(server, ['links']);
    const queries = serveList((query) =>
      query.get('status') === 'vencida'
        ? [link(2, { status: 'vencida', amount: '800.00', bankId: BANKS[0]!.id })]
        : [link(1), link(2, { status: 'vencida' })],
    );
    renderWithProviders(<OrderLinksScreen title="Links de orden" />);
    const list = await screen.findByRole('table', { name: 'Links enviados' });
    expect(within(list).getByRole('row', { name: /LNK00001/ })).toHaveTextContent('Activo');
    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Vencido' }));
    await waitFor(() => expect(screen.queryByText('LNK00001')).not.toBeInTheDocument());
    const row = screen.getByRole('row', { name: /LNK00002/ });
    expect(row).toHaveTextContent(/S\/\s800.00/);
    expect(within(row).getByRole('link', { name: 'Enviar por WhatsApp' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\?text=/,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '4000');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('4000'));
    expect(Object.fromEntries(queries.at(-1)!)).toEqual({
      page: '1',
      size: '20',
      status: 'vencida',
      q: '4000',
    });
  });

  it('without edit permission shows the list but no form', async () => {
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => ({
        role: 'Colaborador',
        modules: [{ module: 'links', canView: true, canEdit: false }],
      })),
    );
    serveList(() => [link(1)]);
    renderWithProviders(<OrderLinksScreen title="Links de orden" />);
    expect(await screen.findByText('Puedes ver los links, pero no crearlos.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Nuevo link' })).not.toBeInTheDocument();
    expect(await screen.findByText('LNK00001')).toBeInTheDocument();
  });
});
