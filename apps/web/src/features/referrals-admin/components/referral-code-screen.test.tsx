import {
  adminUserEndpoints,
  referralAdminEndpoints,
  type ReferralCodeDetail,
  type ReferralCodeUpdateRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ReferralCodePage from '@/app/routes/staff/referral-code.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { ANA_DETAIL, referidosGrants } from '../test-fixtures.ts';

const server = setupApiServer();
afterEach(() => logout());

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/admin/referred-codes/:code', page: ReferralCodePage, title: 'Código de referido' },
  ]);

/** Serves ANA2026 from state the PATCH changes, as the server would; returns the bodies it received. */
function serveCode(refusal?: () => ReturnType<typeof refuse>) {
  let detail: ReferralCodeDetail = structuredClone(ANA_DETAIL);
  const patches: ReferralCodeUpdateRequest[] = [];
  server.use(
    mockEndpoint(referralAdminEndpoints.get, () => detail, { params: { code: 'ANA2026' } }),
    mockEndpoint(
      referralAdminEndpoints.update,
      async ({ request }) => {
        const body = await request.json();
        patches.push(body);
        if (refusal) return refusal();
        detail = {
          ...detail,
          code: {
            ...detail.code,
            ...(body.active !== undefined && { active: body.active }),
            ...(body.percentDiscount !== undefined && {
              percentDiscount: Number(body.percentDiscount).toFixed(2),
            }),
          },
        };
        return detail.code;
      },
      { params: { code: 'ANA2026' } },
    ),
  );
  return patches;
}

describe('/admin/referred-codes/:code (issue 16)', () => {
  it('shows the owner, the totals and each referred customer with their first order and reward', async () => {
    startSession(sessionFor('Administrador'));
    serveCode();
    renderAt('/admin/referred-codes/ANA2026');
    expect(await screen.findByRole('heading', { name: 'ANA2026', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana Quispe Rojas' })).toHaveAttribute(
      'href',
      '/dashboard/user/42',
    );
    const totals = screen.getByRole('region', { name: 'Totales' });
    expect(within(totals).getByText('Clientes referidos').nextSibling).toHaveTextContent('3');
    expect(within(totals).getByText('Puntos pagados al dueño').nextSibling).toHaveTextContent('50');

    const table = screen.getByRole('table', { name: 'Clientes referidos' });
    const luis = within(table).getByRole('row', { name: /Luis Torres Vega/ });
    expect(within(luis).getByRole('link', { name: 'Luis Torres Vega' })).toHaveAttribute(
      'href',
      '/dashboard/user/51',
    );
    expect(within(luis).getByRole('link', { name: 'ORD00901' })).toHaveAttribute(
      'href',
      '/dashboard/orden/901',
    );
    // 01:15 UTC is the evening before in Lima.
    expect(within(luis).getByText('05/11/2026 20:15')).toBeInTheDocument();
    expect(within(luis).getByText('S/ 1,500.00')).toBeInTheDocument();
    expect(within(luis).getByText('Terminada')).toBeInTheDocument();
    expect(within(luis).getByText('+50 puntos')).toBeInTheDocument();
    expect(within(luis).getByText('05/11/2026 22:20')).toBeInTheDocument();

    const rosa = within(table).getByRole('row', { name: /Rosa Quispe Rojas/ });
    expect(within(rosa).getByText('Sin orden todavía')).toBeInTheDocument();
    expect(within(rosa).getByText('Sin premio')).toBeInTheDocument();
    expect(within(rosa).getByRole('note', { name: 'No cuenta para el programa' })).toHaveTextContent(
      'Comparte el celular con el dueño del código.',
    );
  });

  it('deactivates only after confirming, and a cancelled confirmation sends nothing', async () => {
    startSession(sessionFor('Administrador'));
    const patches = serveCode();
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/referred-codes/ANA2026');
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    let dialog = await screen.findByRole('dialog', { name: '¿Desactivar el código?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Desactivar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Desactivar el código?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Código desactivado.')).toBeInTheDocument();
    expect(patches).toEqual([{ active: false }]);
    expect(await screen.findByRole('button', { name: 'Activar' })).toBeInTheDocument();
    expect(screen.getAllByText('Inactivo').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Activar' }));
    dialog = await screen.findByRole('dialog', { name: '¿Activar el código?' });
    await user.click(within(dialog).getByRole('button', { name: 'Activar' }));
    expect(await screen.findByText('Código activado.')).toBeInTheDocument();
    expect(patches).toEqual([{ active: false }, { active: true }]);
  });

  it('changes the discount in a dialog checked by the contract; a refusal stays in the dialog', async () => {
    startSession(sessionFor('Administrador'));
    const patches = serveCode();
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/referred-codes/ANA2026');
    await user.click(await screen.findByRole('button', { name: 'Cambiar descuento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar descuento' });
    const field = within(dialog).getByLabelText(/Descuento/);
    expect(field).toHaveValue('20');
    await user.clear(field);
    await user.type(field, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar descuento' }));
    expect(
      await within(dialog).findByText('Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.'),
    ).toBeInTheDocument();
    expect(patches).toEqual([]);

    await user.clear(field);
    await user.type(field, '15');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar descuento' }));
    expect(await screen.findByText('Descuento actualizado.')).toBeInTheDocument();
    expect(patches).toEqual([{ percentDiscount: '15' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('15 %')).toBeInTheDocument();
  });

  it('keeps the confirmation open with the server’s message when the change is refused', async () => {
    startSession(sessionFor('Administrador'));
    serveCode(() => refuse('FORBIDDEN_MODULE', 'No tienes permiso para esta acción.', 403));
    const user = userEvent.setup({ delay: null });
    renderAt('/admin/referred-codes/ANA2026');
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar el código?' });
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(await within(dialog).findByText('No tienes permiso para esta acción.')).toBeInTheDocument();
  });

  it('shows the detail read-only to a Colaborador who may only view referidos', async () => {
    startSession(sessionFor('Colaborador'));
    server.use(mockEndpoint(adminUserEndpoints.myPermissions, () => referidosGrants(false)));
    serveCode();
    renderAt('/admin/referred-codes/ANA2026');
    expect(
      await screen.findByText('Solo lectura: tu perfil puede ver los referidos, pero no modificarlos.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ANA2026', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar descuento' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Desactivar|Activar/ })).toBeNull();
  });

  it('says when the code does not exist', async () => {
    startSession(sessionFor('Administrador'));
    server.use(
      mockEndpoint(referralAdminEndpoints.get, () =>
        refuse('REFERRAL_CODE_NOT_FOUND', 'No encontramos ese código de referido.', 404),
      ),
    );
    renderAt('/admin/referred-codes/NADA1');
    expect(await screen.findByText('No encontramos ese código de referido.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Referidos' })).toHaveAttribute(
      'href',
      '/dashboard/referreds',
    );
  });
});
