import { type StaffAccount, type StaffAccountInput, staffAccountEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import UsersManagementPage from '@/app/routes/staff/users-management.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { staffAccount } from '../staff-account.test-support.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

function serveList(items: () => StaffAccount[]) {
  const queries: URLSearchParams[] = [];
  server.use(
    mockEndpoint(staffAccountEndpoints.list, ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return { items: items() };
    }),
  );
  return queries;
}

const renderAt = (url: string) =>
  renderPages(url, [{ path: '/dashboard/users-management', page: UsersManagementPage, title: 'Usuarios' }]);

describe('users-management (issue 7)', () => {
  it('lists the accounts with their role and state, and actions only on manageable rows', async () => {
    startSession(sessionFor('Usuario'));
    serveList(() => [
      staffAccount(1, { state: 'invited' }),
      staffAccount(2, {
        role: 'Administrador',
        nombres: 'Carla',
        apellidoPaterno: 'Rojas',
        apellidoMaterno: 'Vega',
        manageable: false,
      }),
      staffAccount(3, { nombres: 'Eva', state: 'inactive' }),
    ]);
    renderAt('/dashboard/users-management');
    expect(await screen.findByRole('heading', { name: 'Usuarios' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Luis Paredes Soto/ });
    expect(within(row).getByText('Invitación pendiente')).toBeInTheDocument();
    expect(within(row).getByText('DNI 20000001')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Eva Paredes Soto/ })).getByText('Desactivada'),
    ).toBeInTheDocument();
    const admin = screen.getByRole('row', { name: /Carla Rojas Vega/ });
    expect(within(admin).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Acciones para Luis Paredes Soto' })).toBeInTheDocument();
  });

  it('keeps the filters in the address and asks the server with them', async () => {
    startSession(sessionFor('Administrador'));
    const queries = serveList(() => [staffAccount(1)]);
    const user = userEvent.setup();
    renderAt('/dashboard/users-management?rol=Externo');
    expect(await screen.findByText('Luis Paredes Soto')).toBeInTheDocument();
    expect(queries[0]?.get('role')).toBe('Externo');

    await user.click(screen.getByRole('combobox', { name: 'Estado' }));
    await user.click(await screen.findByRole('option', { name: 'Invitación pendiente' }));
    await waitFor(() => expect(where()).toBe('/dashboard/users-management?rol=Externo&estado=invited'));

    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'rosa');
    await waitFor(() =>
      expect(where()).toBe('/dashboard/users-management?q=rosa&rol=Externo&estado=invited'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(queries.at(-1)!)).toEqual({ q: 'rosa', role: 'Externo', state: 'invited' }),
    );

    await user.click(screen.getByRole('button', { name: 'Limpiar' }));
    await waitFor(() => expect(where()).toBe('/dashboard/users-management'));
  });

  it('creates an account; a server field error shows under its field and keeps what was typed', async () => {
    startSession(sessionFor('Usuario'));
    serveList(() => []);
    const bodies: StaffAccountInput[] = [];
    server.use(
      mockEndpoint(staffAccountEndpoints.create, async ({ request }) => {
        const body = (await request.json()) as StaffAccountInput;
        bodies.push(body);
        if (bodies.length === 1) {
          return refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 422, {
            fields: { email: 'Ya existe una cuenta con este correo.' },
          });
        }
        return staffAccount(9, { state: 'invited' });
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });

    // A Usuario may not give the Administrador role.
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    const roles = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(roles).toEqual(['Colaborador', 'Externo', 'Usuario']);
    await user.click(screen.getByRole('option', { name: 'Usuario' }));

    await user.type(within(dialog).getByLabelText('Número de documento'), '20000009');
    await user.type(within(dialog).getByLabelText('Nombres'), 'Marta');
    await user.type(within(dialog).getByLabelText('Apellido paterno'), 'Ríos');
    await user.type(within(dialog).getByLabelText('Apellido materno'), 'Luna');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'marta@cambix.test');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));

    expect(await within(dialog).findByText('Ya existe una cuenta con este correo.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Nombres')).toHaveValue('Marta');
    expect(within(dialog).getByLabelText('Correo electrónico')).toHaveValue('marta@cambix.test');
    expect(bodies[0]).toMatchObject({
      role: 'Usuario',
      documentNumber: '20000009',
      nombres: 'Marta',
      celular: '',
    });

    await user.clear(within(dialog).getByLabelText('Correo electrónico'));
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'marta.rios@cambix.test');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    expect(
      await screen.findByText('Cuenta creada. Le enviamos un correo para que cree su contraseña.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Nueva cuenta' })).toBeNull();
    expect(bodies[1]?.email).toBe('marta.rios@cambix.test');
  });

  it('asks an Externo account for its partner (Socio) and shows the partner in the list', async () => {
    startSession(sessionFor('Administrador'));
    serveList(() => [
      staffAccount(4, {
        role: 'Externo',
        nombres: 'Marco',
        partner: { id: 3, name: 'Agente Rápido S.A.C.' },
      }),
    ]);
    const bodies: StaffAccountInput[] = [];
    server.use(
      mockEndpoint(staffAccountEndpoints.partners, () => [
        { id: 3, name: 'Agente Rápido S.A.C.', active: true },
        { id: 4, name: 'Bodega Los Andes', active: true },
      ]),
      mockEndpoint(staffAccountEndpoints.create, async ({ request }) => {
        bodies.push(await request.json());
        return staffAccount(9, {
          role: 'Externo',
          state: 'invited',
          partner: { id: 4, name: 'Bodega Los Andes' },
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    const row = await screen.findByRole('row', { name: /Marco Paredes Soto/ });
    expect(within(row).getByText('Externo · Agente Rápido S.A.C.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    expect(within(dialog).queryByRole('combobox', { name: /Socio/ })).toBeNull();
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Externo' }));
    await user.type(within(dialog).getByLabelText('Número de documento'), '20000009');
    await user.type(within(dialog).getByLabelText('Nombres'), 'Marta');
    await user.type(within(dialog).getByLabelText('Apellido paterno'), 'Ríos');
    await user.type(within(dialog).getByLabelText('Apellido materno'), 'Luna');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'marta@cambix.test');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    expect(await within(dialog).findByText('Elige el socio al que pertenece.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.click(within(dialog).getByRole('combobox', { name: /Socio/ }));
    await user.click(await screen.findByRole('option', { name: 'Bodega Los Andes' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ role: 'Externo', partnerId: 4, nombres: 'Marta' });
  });

  it('lets a Usuario, who manages accounts, choose the Socio of an Externo', async () => {
    startSession(sessionFor('Usuario'));
    serveList(() => []);
    server.use(
      mockEndpoint(staffAccountEndpoints.partners, () => [
        { id: 3, name: 'Agente Rápido S.A.C.', active: true },
        { id: 5, name: 'Distribuidora Sur', active: false },
      ]),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Rol' }));
    await user.click(await screen.findByRole('option', { name: 'Externo' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Socio/ }));
    expect(await screen.findByRole('option', { name: 'Agente Rápido S.A.C.' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /Distribuidora Sur/ })).toBeInTheDocument();
  });

  it('checks the form with the contract before sending', async () => {
    startSession(sessionFor('Administrador'));
    serveList(() => []);
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Nueva cuenta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nueva cuenta' });
    await user.type(within(dialog).getByLabelText('Número de documento'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Crear cuenta' }));
    expect(await within(dialog).findByText('Ingresa los nombres.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Número de documento')).toHaveValue('123');
  });

  it('asks before deactivating, saying the sessions end at once, and then deactivates', async () => {
    startSession(sessionFor('Administrador'));
    let deactivated = false;
    serveList(() => [staffAccount(1, { state: deactivated ? 'inactive' : 'active' })]);
    let calls = 0;
    server.use(
      mockEndpoint(staffAccountEndpoints.deactivate, ({ params }) => {
        calls += 1;
        expect(params.userId).toBe('1');
        deactivated = true;
        return staffAccount(1, { state: 'inactive' });
      }),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Acciones para Luis Paredes Soto' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Desactivar la cuenta de Luis Paredes Soto?' });
    expect(dialog).toHaveTextContent('sus sesiones abiertas terminan en este mismo momento');

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Acciones para Luis Paredes Soto' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Desactivar' }));
    expect(await screen.findByText('Cuenta desactivada. Sus sesiones se cerraron.')).toBeInTheDocument();
    expect(calls).toBe(1);
    expect(
      await within(screen.getByRole('row', { name: /Luis/ })).findByText('Desactivada'),
    ).toBeInTheDocument();
  });

  it('keeps the confirm dialog open with the server’s words when it refuses', async () => {
    startSession(sessionFor('Administrador'));
    serveList(() => [staffAccount(1, { role: 'Administrador' })]);
    server.use(
      mockEndpoint(staffAccountEndpoints.deactivate, () =>
        refuse('STAFF_LAST_ADMINISTRATOR', 'Debe quedar al menos un Administrador activo.', 409),
      ),
    );
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Acciones para Luis Paredes Soto' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Desactivar' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Desactivar' }));
    expect(
      await within(dialog).findByText('Debe quedar al menos un Administrador activo.'),
    ).toBeInTheDocument();
  });

  it('links a Colaborador’s Permisos to their matrix, and offers no Permisos for other roles', async () => {
    startSession(sessionFor('Administrador'));
    serveList(() => [staffAccount(1), staffAccount(2, { role: 'Externo', nombres: 'Marco' })]);
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Acciones para Luis Paredes Soto' }));
    expect(await screen.findByRole('menuitem', { name: 'Permisos' })).toHaveAttribute(
      'href',
      '/dashboard/user-permissions/1',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Acciones para Marco Paredes Soto' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Permisos' })).toBeNull();
  });

  it('warns, when an edit changes the email, that the sessions end and links are held back', async () => {
    startSession(sessionFor('Usuario'));
    serveList(() => [staffAccount(1)]);
    const user = userEvent.setup();
    renderAt('/dashboard/users-management');
    await user.click(await screen.findByRole('button', { name: 'Acciones para Luis Paredes Soto' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Editar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar cuenta' });
    const email = within(dialog).getByLabelText('Correo electrónico');
    expect(dialog).not.toHaveTextContent('cerramos sus sesiones');
    await user.clear(email);
    await user.type(email, 'otro.correo@cambix.test');
    expect(dialog).toHaveTextContent(
      'Al cambiar el correo cerramos sus sesiones y avisamos al correo anterior; por 48 horas, solo un Administrador podrá enviarle un enlace de contraseña.',
    );
  });
});
