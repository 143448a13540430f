import {
  adminUserEndpoints,
  bankEndpoints,
  promotionAdminEndpoints,
  STAFF_MODULES,
  type MyPermissions,
  type PromoPage,
  type PromoSummary,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CouponsPage from '@/app/routes/staff/coupons.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { promoSummary } from '../test-promos.ts';

const server = setupApiServer();
let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:cupones');
});
afterEach(() => {
  restoreObjectUrls();
  logout();
});

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/promociones', page: CouponsPage, title: 'Cupones' },
    { path: '/dashboard/promocion/:idPromocion', page: () => <p>Detalle</p>, title: 'Detalle del cupón' },
  ]);

const page = (items: PromoSummary[], total = items.length): PromoPage => ({
  items,
  total,
  page: 1,
  pageSize: 25,
});

function serve(answer: (query: URLSearchParams) => PromoPage = () => page([promoSummary(1)])) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(promotionAdminEndpoints.list, ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      return answer(query);
    }),
  );
  return queries;
}

function permissions(edit: boolean): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: module === 'promociones',
      canEdit: module === 'promociones' && edit,
    })),
  };
}

describe('Cupones: the list (issue 16)', () => {
  it('asks the server for the view the address describes and shows each coupon as staff read it', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve(() =>
      page(
        [
          promoSummary(1),
          promoSummary(2, {
            discountKind: 'amount',
            discountValue: '15.00',
            minAmount: null,
            maxAmount: '5000.00',
            validFrom: null,
            validTo: null,
            totalUses: null,
            usesPerCustomer: 2,
            state: 'agotado',
            uses: 12,
            discountTotal: '1250.50',
          }),
        ],
        2,
      ),
    );
    renderAt('/dashboard/promociones?q=verano&state=activo&validOn=2026-12-24&sort=uses&order=asc&page=2');
    const first = await screen.findByRole('row', { name: /VERANO1/ });
    expect(Object.fromEntries(queries[0]!)).toEqual({
      q: 'verano',
      state: 'activo',
      validOn: '2026-12-24',
      sort: 'uses',
      order: 'asc',
      page: '2',
      pageSize: '25',
    });
    expect(within(first).getByRole('link', { name: 'VERANO1' })).toHaveAttribute(
      'href',
      '/dashboard/promocion/1',
    );
    expect(within(first).getByText('25 %')).toBeInTheDocument();
    expect(within(first).getByText('Desde 01/12/2026')).toBeInTheDocument();
    expect(within(first).getByText('Hasta 31/12/2026')).toBeInTheDocument();
    expect(within(first).getByText('Desde S/ 1,000.00')).toBeInTheDocument();
    expect(within(first).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(first).getByText('Activo')).toBeInTheDocument();
    const second = screen.getByRole('row', { name: /VERANO2/ });
    expect(within(second).getByText('S/ 15.00')).toBeInTheDocument();
    expect(within(second).getByText('Mín. general')).toBeInTheDocument();
    expect(within(second).getByText('Hasta S/ 5,000.00')).toBeInTheDocument();
    expect(within(second).getByText('Siempre')).toBeInTheDocument();
    expect(within(second).getByText('12 (sin tope)')).toBeInTheDocument();
    expect(within(second).getByText('2 por cliente')).toBeInTheDocument();
    expect(within(first).getByText('3 de 100')).toBeInTheDocument();
    expect(within(second).getByText('Agotado')).toBeInTheDocument();
    expect(within(second).getByText('S/ 1,250.50')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('verano');
    expect(screen.getByRole('group', { name: 'Vigente el' })).toHaveTextContent('24/12/2026');
  });

  it('writes each filter and the sort to the address, back to page 1, and clears them', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve();
    const user = userEvent.setup();
    renderAt('/dashboard/promociones?page=3');
    await screen.findByRole('row', { name: /VERANO1/ });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Programado' }));
    await waitFor(() => expect(where()).toBe('/dashboard/promociones?state=programado'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'navidad');
    await waitFor(() => expect(where()).toBe('/dashboard/promociones?q=navidad&state=programado'));

    await user.click(screen.getByRole('button', { name: 'Descontado' }));
    await waitFor(() =>
      expect(where()).toBe('/dashboard/promociones?q=navidad&state=programado&sort=discountTotal&order=desc'),
    );
    await user.click(screen.getByRole('button', { name: 'Descontado' }));
    await waitFor(() =>
      expect(where()).toBe('/dashboard/promociones?q=navidad&state=programado&sort=discountTotal&order=asc'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({
        q: 'navidad',
        state: 'programado',
        sort: 'discountTotal',
        order: 'asc',
        page: '1',
        pageSize: '25',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(where()).toBe('/dashboard/promociones?sort=discountTotal&order=asc'));
    expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('');
  });

  it('types a "valid on" day as DD/MM/AAAA into the address as a calendar day', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serve();
    const user = userEvent.setup();
    renderAt('/dashboard/promociones');
    await screen.findByRole('row', { name: /VERANO1/ });
    const day = screen.getByRole('group', { name: 'Vigente el' });
    await user.click(within(day).getAllByRole('spinbutton')[0]!);
    await user.keyboard('24122026');
    await waitFor(() => expect(where()).toBe('/dashboard/promociones?validOn=2026-12-24'));
    await waitFor(() => expect(queries.at(-1)?.get('validOn')).toBe('2026-12-24'));
  });

  it('exports exactly the filtered coupons as CSV', async () => {
    startSession(sessionFor('Administrador'));
    serve();
    const exports: URLSearchParams[] = [];
    server.use(
      mockEndpoint(promotionAdminEndpoints.export, ({ request }) => {
        exports.push(new URL(request.url).searchParams);
        return rawReply(
          new Response('\uFEFFcodigo\nVERANO1\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="cupones.csv"',
            },
          }),
        );
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup();
    renderAt('/dashboard/promociones?state=vencido&q=verano&page=2');
    await screen.findByRole('row', { name: /VERANO1/ });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(Object.fromEntries(exports[0]!)).toEqual({
      q: 'verano',
      state: 'vencido',
      sort: 'createdAt',
      order: 'desc',
    });
  });

  it('opens a coupon from its row', async () => {
    startSession(sessionFor('Administrador'));
    serve(() => page([promoSummary(7)]));
    const user = userEvent.setup();
    renderAt('/dashboard/promociones');
    await user.click(await screen.findByText('Desde 01/12/2026'));
    await waitFor(() => expect(where()).toBe('/dashboard/promocion/7'));
  });

  it('offers "Nuevo cupón" only to staff who may edit promociones', async () => {
    startSession(sessionFor('Colaborador'));
    serve();
    let permissionCalls = 0;
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => {
        permissionCalls += 1;
        return permissions(false);
      }),
    );
    renderAt('/dashboard/promociones');
    await screen.findByRole('row', { name: /VERANO1/ });
    await waitFor(() => expect(permissionCalls).toBe(1));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo cupón' })).not.toBeInTheDocument();
  });

  it('shows "Nuevo cupón" to a Colaborador with edit', async () => {
    startSession(sessionFor('Colaborador'));
    serve();
    server.use(mockEndpoint(adminUserEndpoints.myPermissions, () => permissions(true)));
    renderAt('/dashboard/promociones');
    expect(await screen.findByRole('button', { name: 'Nuevo cupón' })).toBeInTheDocument();
  });

  it('creates a coupon with "Nuevo cupón" and shows it in the list', async () => {
    startSession(sessionFor('Administrador'));
    let created: PromoSummary | null = null;
    const queries = serve(() => page(created ? [created, promoSummary(1)] : [promoSummary(1)]));
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(promotionAdminEndpoints.create, async ({ request }) => {
        const body = await request.json();
        created = promoSummary(2, {
          code: body.code,
          discountKind: body.discountKind,
          discountValue: '25.00',
        });
        return created;
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/promociones');
    await screen.findByRole('row', { name: /VERANO1/ });
    await user.click(screen.getByRole('button', { name: 'Nuevo cupón' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo cupón' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Código/ }), 'nuevo25');
    await user.type(within(dialog).getByRole('textbox', { name: /^Descuento/ }), '25');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cupón' }));
    expect(await screen.findByText('Cupón NUEVO25 creado.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /NUEVO25/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(queries.length).toBeGreaterThan(1);
    expect(where()).toBe('/dashboard/promociones');
  });
});
