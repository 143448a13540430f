import {
  adminUserEndpoints,
  bankEndpoints,
  promotionAdminEndpoints,
  STAFF_MODULES,
  type PromoActiveRequest,
  type PromoSummary,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CouponDetailPage from '@/app/routes/staff/coupon-detail.tsx';
import { logout, startSession } from '@/features/auth';
import { BANKS } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { promoDetail, promoSummary, promoUse } from '../test-promos.ts';

const server = setupApiServer();
afterEach(() => logout());

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/promocion/:idPromocion', page: CouponDetailPage, title: 'Detalle del cupón' },
  ]);

function serve(initial: PromoSummary) {
  let current = initial;
  const activeBodies: PromoActiveRequest[] = [];
  const usePages: string[] = [];
  server.use(
    mockEndpoint(promotionAdminEndpoints.get, () => promoDetail(current), {
      params: { promoId: String(initial.id) },
    }),
    mockEndpoint(
      promotionAdminEndpoints.uses,
      ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        usePages.push(page);
        return page === '1'
          ? {
              items: [promoUse(1), promoUse(2, { givenBack: true, status: 2 })],
              total: 25,
              page: 1,
              pageSize: 20,
            }
          : { items: [promoUse(21)], total: 25, page: 2, pageSize: 20 };
      },
      { params: { promoId: String(initial.id) } },
    ),
    mockEndpoint(promotionAdminEndpoints.setActive, async ({ request }) => {
      const body = await request.json();
      activeBodies.push(body);
      current = { ...current, active: body.active, state: body.active ? 'activo' : 'inactivo' };
      return current;
    }),
  );
  return { activeBodies, usePages };
}

describe('Detalle del cupón (issue 16)', () => {
  it("shows the coupon's data, totals, uses per day and every use, linked to the customer and the order", async () => {
    startSession(sessionFor('Administrador'));
    const { usePages } = serve(
      promoSummary(1, {
        customers: [{ id: 9, name: 'Ana Quispe', documentNumber: '40000001' }],
        bank: { id: 1, name: 'Banco de Crédito del Perú' },
        maxAmount: '5000.00',
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/promocion/1');
    expect(await screen.findByRole('heading', { name: 'VERANO1', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Mínimo: S/ 1,000.00 · Máximo: S/ 5,000.00')).toBeInTheDocument();
    expect(screen.getByText('Ana Quispe (40000001)')).toBeInTheDocument();
    expect(screen.getByText('Banco de Crédito del Perú')).toBeInTheDocument();

    const totals = screen.getByLabelText('Totales del cupón');
    expect(within(totals).getByText('S/ 4,500.00')).toBeInTheDocument();
    expect(within(totals).getByText('Devueltos').nextSibling).toHaveTextContent('1');

    // Two weeks up to the last use, the quiet days as zero.
    const chart = screen.getByRole('group', { name: 'Usos por día' });
    const bars = within(chart)
      .getAllByRole('img')
      .map((bar) => bar.getAttribute('aria-label'));
    expect(bars).toHaveLength(14);
    expect(bars[0]).toBe('21/11: 0 usos');
    expect(bars.slice(-3)).toEqual(['02/12: 2 usos', '03/12: 0 usos', '04/12: 1 uso']);

    const uses = await screen.findByRole('table', { name: 'Usos del cupón' });
    const first = within(uses).getByRole('row', { name: /ORD00001/ });
    expect(within(first).getByRole('link', { name: 'Ana Cliente1' })).toHaveAttribute(
      'href',
      '/dashboard/user/501',
    );
    expect(within(first).getByRole('link', { name: 'ORD00001' })).toHaveAttribute(
      'href',
      '/dashboard/orden/1',
    );
    expect(within(first).getByText('02/12/2026 15:05')).toBeInTheDocument();
    expect(within(first).getByText('S/ 1,500.00')).toBeInTheDocument();
    expect(within(first).getByText('Terminada')).toBeInTheDocument();
    const givenBack = within(uses).getByRole('row', { name: /ORD00002/ });
    expect(within(givenBack).getByText('Devuelto')).toBeInTheDocument();
    expect(within(givenBack).getByText('Fallida')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await within(uses).findByRole('row', { name: /ORD00021/ })).toBeInTheDocument();
    expect(usePages).toEqual(['1', '2']);
  });

  it('asks before switching the coupon off, and sends nothing when cancelled', async () => {
    startSession(sessionFor('Administrador'));
    const { activeBodies } = serve(promoSummary(1));
    const user = userEvent.setup();
    renderAt('/dashboard/promocion/1');
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Desactivar el cupón VERANO1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(activeBodies).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Desactivar el cupón VERANO1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Cupón desactivado.')).toBeInTheDocument();
    expect(activeBodies).toEqual([{ active: false }]);
    expect(await screen.findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(screen.getByText('Inactivo')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Activar el cupón VERANO1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    await waitFor(() => expect(activeBodies).toEqual([{ active: false }, { active: true }]));
  });

  it('opens the form with the coupon to edit it', async () => {
    startSession(sessionFor('Administrador'));
    serve(promoSummary(1));
    server.use(
      mockEndpoint(bankEndpoints.list, () => BANKS),
      mockEndpoint(promotionAdminEndpoints.update, async ({ request }) => ({
        ...promoSummary(1),
        description: (await request.json()).description ?? null,
      })),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/promocion/1');
    await user.click(await screen.findByRole('button', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cupón VERANO1' });
    expect(within(dialog).getByRole('textbox', { name: /^Código/ })).toHaveValue('VERANO1');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cupón guardado.')).toBeInTheDocument();
  });

  it('shows no edit action to a Colaborador who may only view promociones', async () => {
    startSession(sessionFor('Colaborador'));
    serve(promoSummary(1));
    let permissionCalls = 0;
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => {
        permissionCalls += 1;
        return {
          role: 'Colaborador',
          modules: STAFF_MODULES.map((module) => ({
            module,
            canView: module === 'promociones',
            canEdit: false,
          })),
        };
      }),
    );
    renderAt('/dashboard/promocion/1');
    expect(await screen.findByRole('heading', { name: 'VERANO1', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(permissionCalls).toBe(1));
    await screen.findByRole('table', { name: 'Usos del cupón' });
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Desactivar' })).not.toBeInTheDocument();
  });
});
