import {
  STAFF_MODULES,
  type ModulePermissionUpdate,
  type StaffAccount,
  type StaffPermissions,
  staffAccountEndpoints,
} from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import UserPermissionsPage from '@/app/routes/staff/user-permissions.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { staffAccount } from '../staff-account.test-support.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

function matrixOf(account: StaffAccount, granted: Partial<Record<string, ModulePermissionUpdate>> = {}) {
  return {
    account,
    modules: STAFF_MODULES.map((module) => ({ module, canView: false, canEdit: false, ...granted[module] })),
  } satisfies StaffPermissions;
}

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/user-permissions/:userId?', page: UserPermissionsPage, title: 'Permisos de usuario' },
  ]);

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('user-permissions (issue 7)', () => {
  it('without an id lists the Colaboradores to pick, each linking to their matrix', async () => {
    startSession(sessionFor('Usuario'));
    const queries: URLSearchParams[] = [];
    server.use(
      mockEndpoint(staffAccountEndpoints.list, ({ request }) => {
        queries.push(new URL(request.url).searchParams);
        return { items: [staffAccount(7)] };
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/user-permissions');
    expect(await screen.findByRole('link', { name: /Luis Paredes Soto/ })).toHaveAttribute(
      'href',
      '/dashboard/user-permissions/7',
    );
    expect(queries[0]?.get('role')).toBe('Colaborador');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar colaborador' }), 'luis');
    await waitFor(() => expect(queries.at(-1)?.get('q')).toBe('luis'));
    expect(screen.getByRole('link', { name: 'Volver a usuarios' })).toHaveAttribute(
      'href',
      '/dashboard/users-management',
    );
  });

  it('saves each tick at once; ticking Editar ticks Ver too', async () => {
    startSession(sessionFor('Administrador'));
    const account = staffAccount(7);
    let stored = matrixOf(account, { pagos: { canView: true, canEdit: false } });
    const puts: { module: string; body: ModulePermissionUpdate }[] = [];
    server.use(
      mockEndpoint(staffAccountEndpoints.permissions, () => stored, { params: { userId: '7' } }),
      mockEndpoint(
        staffAccountEndpoints.setPermission,
        async ({ params, request }) => {
          const body = (await request.json()) as ModulePermissionUpdate;
          puts.push({ module: String(params.module), body });
          await delay(100);
          stored = {
            ...stored,
            modules: stored.modules.map((entry) =>
              entry.module === params.module ? { ...entry, ...body } : entry,
            ),
          };
          return stored;
        },
        { params: { userId: '7' } },
      ),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/user-permissions/7');
    expect(await screen.findByRole('heading', { name: 'Luis Paredes Soto' })).toBeInTheDocument();
    expect(box('Ver Pagos')).toBeChecked();
    expect(box('Editar Pagos')).not.toBeChecked();

    await user.click(box('Editar Devoluciones'));
    // Optimistic: both ticked before the server answers.
    expect(box('Editar Devoluciones')).toBeChecked();
    expect(box('Ver Devoluciones')).toBeChecked();
    expect(puts).toEqual([{ module: 'devoluciones', body: { canView: true, canEdit: true } }]);
    expect(await screen.findByText('Permiso guardado.')).toBeInTheDocument();

    await waitFor(() => expect(box('Ver Devoluciones')).toBeEnabled());
    await user.click(box('Ver Devoluciones'));
    expect(box('Editar Devoluciones')).not.toBeChecked();
    await waitFor(() =>
      expect(puts.at(-1)).toEqual({ module: 'devoluciones', body: { canView: false, canEdit: false } }),
    );
  });

  it('puts a refused tick back and says why', async () => {
    startSession(sessionFor('Usuario'));
    server.use(
      mockEndpoint(staffAccountEndpoints.permissions, () => matrixOf(staffAccount(7)), {
        params: { userId: '7' },
      }),
      mockEndpoint(
        staffAccountEndpoints.setPermission,
        async () => {
          await delay(50);
          return refuse('STAFF_ACCOUNT_NOT_FOUND', 'No encontramos esa cuenta del equipo.', 404);
        },
        { params: { userId: '7' } },
      ),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/user-permissions/7');
    await user.click(await screen.findByRole('checkbox', { name: 'Ver Ajustes' }));
    expect(box('Ver Ajustes')).toBeChecked();
    expect(await screen.findByText('No encontramos esa cuenta del equipo.')).toBeInTheDocument();
    await waitFor(() => expect(box('Ver Ajustes')).not.toBeChecked());
  });

  it('says an Administrador has every module, and that Externo and Usuario take none', async () => {
    startSession(sessionFor('Administrador'));
    server.use(
      mockEndpoint(staffAccountEndpoints.permissions, ({ params }) =>
        matrixOf(
          staffAccount(Number(params.userId), {
            role: params.userId === '1' ? 'Administrador' : 'Externo',
          }),
        ),
      ),
    );
    renderAt('/dashboard/user-permissions/1');
    expect(await screen.findByText('Los administradores tienen todos los módulos.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(where()).toBe('/dashboard/user-permissions/1');
  });

  it('tells an Externo target that permissions apply to Colaboradores only', async () => {
    startSession(sessionFor('Administrador'));
    server.use(
      mockEndpoint(staffAccountEndpoints.permissions, () => matrixOf(staffAccount(4, { role: 'Externo' })), {
        params: { userId: '4' },
      }),
    );
    renderAt('/dashboard/user-permissions/4');
    expect(
      await screen.findByText('Los permisos por módulo se asignan solo a Colaboradores.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
