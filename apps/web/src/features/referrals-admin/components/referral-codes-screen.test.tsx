import { adminUserEndpoints, referralAdminEndpoints, type ReferralCodeCreateRequest } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReferralsPage from '@/app/routes/staff/referrals.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { stubObjectUrls } from '../../../../test/object-urls.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { referidosGrants, referralCode } from '../test-fixtures.ts';

const server = setupApiServer();
let restoreObjectUrls: () => void;
beforeEach(() => {
  restoreObjectUrls = stubObjectUrls('blob:referidos');
});
afterEach(() => {
  restoreObjectUrls();
  logout();
});

const renderAt = (url: string) =>
  renderPages(url, [{ path: '/dashboard/referreds', page: ReferralsPage, title: 'Referidos' }]);

function serveList(total = 1) {
  const queries: Record<string, string>[] = [];
  server.use(
    mockEndpoint(referralAdminEndpoints.list, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return {
        items: [
          referralCode('ANA2026'),
          referralCode('LUIS2026', { active: false, referred: 0, finished: 0, rewardPoints: 0 }),
        ],
        total,
        page: Number(query.page ?? 1),
        pageSize: Number(query.pageSize ?? 25),
      };
    }),
  );
  return queries;
}

describe('/dashboard/referreds (issue 16)', () => {
  it('reads filters, sort and page from the address, asks the server with them and links each row', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serveList(60);
    renderAt('/dashboard/referreds?q=ana&active=true&sort=referred&order=asc&page=2');
    const row = await screen.findByRole('row', { name: /ANA2026/ });
    expect(within(row).getByRole('link', { name: 'ANA2026' })).toHaveAttribute(
      'href',
      '/admin/referred-codes/ANA2026',
    );
    expect(within(row).getByRole('link', { name: 'Ana Quispe Rojas' })).toHaveAttribute(
      'href',
      '/dashboard/user/42',
    );
    expect(within(row).getByText('41234567')).toBeInTheDocument();
    expect(within(row).getByText('20 %')).toBeInTheDocument();
    expect(within(row).getByText('Activo')).toBeInTheDocument();
    expect(within(row).getByText('02/11/2026')).toBeInTheDocument();
    expect(within(row).getByText('10:30')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /LUIS2026/ })).getByText('Inactivo')).toBeInTheDocument();
    expect(screen.getByText('60 códigos')).toBeInTheDocument();
    expect(queries[0]).toEqual({
      q: 'ana',
      active: 'true',
      sort: 'referred',
      order: 'asc',
      page: '2',
      pageSize: '25',
    });
  });

  it('writes the text, the state and the sort to the address, back to page 1', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serveList(60);
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/referreds?page=2');
    await screen.findByRole('row', { name: /ANA2026/ });

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Inactivos' }));
    await waitFor(() => expect(where()).toBe('/dashboard/referreds?active=false'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), '41234567');
    await waitFor(() => expect(where()).toBe('/dashboard/referreds?q=41234567&active=false'));

    await user.click(screen.getByRole('button', { name: 'Puntos pagados' }));
    await waitFor(() =>
      expect(where()).toBe('/dashboard/referreds?q=41234567&active=false&sort=rewardPoints&order=asc'),
    );
    await user.click(screen.getByRole('button', { name: 'Puntos pagados' }));
    await waitFor(() =>
      expect(where()).toBe('/dashboard/referreds?q=41234567&active=false&sort=rewardPoints&order=desc'),
    );
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        q: '41234567',
        active: 'false',
        sort: 'rewardPoints',
        order: 'desc',
        page: '1',
        pageSize: '25',
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(where()).toBe('/dashboard/referreds?sort=rewardPoints&order=desc'));
  });

  it('exports exactly the filtered rows (same filters and sort, no page) as CSV', async () => {
    startSession(sessionFor('Administrador'));
    serveList();
    const exports: Record<string, string>[] = [];
    server.use(
      mockEndpoint(referralAdminEndpoints.export, ({ request }) => {
        exports.push(Object.fromEntries(new URL(request.url).searchParams));
        return rawReply(
          new Response('\uFEFFcodigo\nANA2026\n', {
            headers: {
              'content-type': 'text/csv',
              'content-disposition': 'attachment; filename="referidos.csv"',
            },
          }),
        );
      }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/referreds?q=ana&active=true&page=3');
    await screen.findByRole('row', { name: /ANA2026/ });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
    expect(exports).toEqual([{ q: 'ana', active: 'true', sort: 'createdAt', order: 'desc' }]);
  });

  it('gives a customer their code; a refusal lands under the document and keeps what was typed', async () => {
    startSession(sessionFor('Administrador'));
    serveList();
    const bodies: ReferralCodeCreateRequest[] = [];
    server.use(
      mockEndpoint(referralAdminEndpoints.create, async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        if (body.documentNumber === '41234567')
          return refuse('REFERRAL_CODE_EXISTS', 'Este cliente ya tiene un código de referido.', 409, {
            code: 'ANA2026',
          });
        return referralCode('ROSA2026', { percentDiscount: '12.50' });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/referreds');
    await screen.findByRole('row', { name: /ANA2026/ });
    await user.click(screen.getByRole('button', { name: 'Nuevo código' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo código de referido' });

    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));
    expect(await within(dialog).findByText('Ingresa el documento del cliente.')).toBeInTheDocument();
    const discount = within(dialog).getByLabelText('Descuento (opcional)');
    await user.type(discount, '0');
    await user.type(within(dialog).getByLabelText(/Documento del cliente/), '41234567');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));
    expect(
      await within(dialog).findByText('Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.'),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(discount);
    await user.type(discount, '12,5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));
    expect(
      await within(dialog).findByText('Este cliente ya tiene un código de referido.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Documento del cliente/)).toHaveValue('41234567');
    expect(discount).toHaveValue('12,5');
    expect(within(dialog).getByRole('button', { name: 'Abrir el código ANA2026' })).toBeInTheDocument();

    const documentField = within(dialog).getByLabelText(/Documento del cliente/);
    await user.clear(documentField);
    await user.type(documentField, '41234568');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));
    await waitFor(() => expect(where()).toBe('/admin/referred-codes/ROSA2026'));
    expect(bodies).toEqual([
      { documentNumber: '41234567', percentDiscount: '12.5' },
      { documentNumber: '41234568', percentDiscount: '12.5' },
    ]);
  });

  it('sends no discount when left empty, so the programme’s applies', async () => {
    startSession(sessionFor('Administrador'));
    serveList();
    const bodies: ReferralCodeCreateRequest[] = [];
    server.use(
      mockEndpoint(referralAdminEndpoints.create, async ({ request }) => {
        bodies.push(await request.json());
        return referralCode('ROSA2026');
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/referreds');
    await screen.findByRole('row', { name: /ANA2026/ });
    await user.click(screen.getByRole('button', { name: 'Nuevo código' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo código de referido' });
    await user.type(within(dialog).getByLabelText(/Documento del cliente/), ' 41234568 ');
    await user.click(within(dialog).getByRole('button', { name: 'Crear código' }));
    await waitFor(() => expect(where()).toBe('/admin/referred-codes/ROSA2026'));
    expect(bodies).toEqual([{ documentNumber: '41234568' }]);
  });

  it('shows no "Nuevo código" to a Colaborador who may only view referidos', async () => {
    startSession(sessionFor('Colaborador'));
    let permissionCalls = 0;
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => {
        permissionCalls += 1;
        return referidosGrants(false);
      }),
    );
    serveList();
    renderAt('/dashboard/referreds');
    await screen.findByRole('row', { name: /ANA2026/ });
    await waitFor(() => expect(permissionCalls).toBe(1));
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nuevo código' })).toBeNull();
  });
});
