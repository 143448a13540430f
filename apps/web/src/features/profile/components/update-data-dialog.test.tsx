import { type Profile, type Session, profileEndpoints } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { UBIGEO } from '../../../../test/catalogue.ts';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { UpdateDataDialog } from './update-data-dialog.tsx';
import { mockEndpoint, type MockReply, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => logout());

const legacy: Profile = {
  nombres: 'María Elena',
  apellido_paterno: 'Condori',
  apellido_materno: 'Apaza',
  tipo_documento: 'DNI',
  dni: '40000003',
  email: 'maria@cambix.test',
  celular: '976543210',
  accountStatus: 'ACTIVO',
  statusReason: null,
  state: 0,
  isPep: false,
  pepDetail: null,
  date_birthday: null,
  gender: null,
  departamento: null,
  provincia: null,
  distrito: null,
  direccion: null,
  ocupacion: null,
  nacionalidad: 'PE',
  profileUpdatedAt: null,
};

function api(
  onUpdate: (body: Record<string, unknown>) => Session | MockReply = () => sessionFor('Cliente'),
  profile: Profile = legacy,
) {
  const calls = { skip: 0, update: [] as Record<string, unknown>[] };
  server.use(
    mockEndpoint(profileEndpoints.profile, () => profile),
    mockEndpoint(profileEndpoints.ubigeo, () => UBIGEO),
    mockEndpoint(profileEndpoints.skipUpdateForm, () => {
      calls.skip += 1;
      return {
        mostrar_formulario: false,
        mostrar_formulario_obligatorio: false,
        postponedUntil: '2026-12-21T15:00:00.000Z',
      };
    }),
    mockEndpoint(profileEndpoints.updateUser, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      calls.update.push(body);
      return onUpdate(body);
    }),
  );
  return calls;
}

async function typeBirthDate(user: ReturnType<typeof userEvent.setup>, digits: string) {
  const [day] = within(screen.getByRole('group', { name: 'Fecha de nacimiento' })).getAllByRole('spinbutton');
  await user.click(day!);
  await user.keyboard(digits);
}

describe('UpdateDataDialog', () => {
  it('asks for the data with cascading ubigeo selects, saves it and closes', async () => {
    startSession(sessionFor('Cliente', { mostrar_formulario: true, date_birthday: null, distrito: null }));
    const calls = api(() => sessionFor('Cliente', { token: 'fresh', mostrar_formulario: false }));
    const user = userEvent.setup();
    renderWithProviders(<UpdateDataDialog />);

    const dialog = await screen.findByRole('dialog', { name: 'Actualiza tus datos' });
    await within(dialog).findByRole('option', { name: 'Arequipa' });
    const provincia = within(dialog).getByRole('combobox', { name: 'Provincia' });
    expect(provincia).toBeDisabled();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Departamento' }), 'Arequipa');
    expect(
      within(provincia)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Elige una opción', 'Arequipa', 'Camaná']);
    await user.selectOptions(provincia, 'Arequipa');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Distrito' }), 'Cayma');
    // Another departamento clears provincia and distrito.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Departamento' }), 'Lima');
    expect(provincia).toHaveValue('');
    await user.selectOptions(provincia, 'Lima');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Distrito' }), 'San Isidro');

    await typeBirthDate(user, '28071985');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Género' }), 'Femenino');
    await user.type(within(dialog).getByLabelText('Dirección'), 'Calle Los Pinos 120');
    await user.type(within(dialog).getByLabelText('Ocupación'), 'Comerciante');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar datos' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.update).toEqual([
      {
        date_birthday: '1985-07-28',
        gender: 'F',
        departamento: '15',
        provincia: '1501',
        distrito: '150131',
        direccion: 'Calle Los Pinos 120',
        ocupacion: 'Comerciante',
        nacionalidad: 'PE',
        pepDetail: null,
      },
    ]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'fresh', mostrar_formulario: false });
  });

  async function fillAllButTheDate(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('option', { name: 'Lima' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Departamento' }), 'Lima');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Provincia' }), 'Lima');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Distrito' }), 'Miraflores');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Género' }), 'Masculino');
    await user.type(within(dialog).getByLabelText('Dirección'), 'Av. Arequipa 1200');
    await user.type(within(dialog).getByLabelText('Ocupación'), 'Estudiante');
    return dialog;
  }

  it('refuses a minor before sending anything', async () => {
    startSession(sessionFor('Cliente', { mostrar_formulario: true }));
    const calls = api();
    const user = userEvent.setup();
    renderWithProviders(<UpdateDataDialog />);
    const dialog = await fillAllButTheDate(user);
    await typeBirthDate(user, `0101${new Date().getFullYear() - 10}`);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar datos' }));
    expect(
      await within(dialog).findByText('Debes ser mayor de edad para operar con nosotros.'),
    ).toBeInTheDocument();
    expect(calls.update).toHaveLength(0);
  });

  it('shows a server refusal under its field and keeps what was typed', async () => {
    startSession(sessionFor('Cliente', { mostrar_formulario: true }));
    api(() =>
      refuse('UBIGEO_INVALID', 'Elige un departamento, provincia y distrito válidos.', 400, {
        fields: { distrito: 'Elige un distrito de la lista.' },
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<UpdateDataDialog />);
    const dialog = await fillAllButTheDate(user);
    await typeBirthDate(user, '01011990');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar datos' }));
    expect(await within(dialog).findByText('Elige un distrito de la lista.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Dirección')).toHaveValue('Av. Arequipa 1200');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows a DNI holder as Peruvian, not as a choice', async () => {
    startSession(sessionFor('Cliente', { mostrar_formulario: true }));
    api();
    renderWithProviders(<UpdateDataDialog />);
    const dialog = await screen.findByRole('dialog');
    const nationality = await within(dialog).findByRole('combobox', { name: 'Nacionalidad' });
    expect(nationality).toBeDisabled();
    expect(nationality).toHaveDisplayValue('Perú');
    expect(within(dialog).getByText('Con DNI tu nacionalidad es peruana.')).toBeInTheDocument();
  });

  it('asks a carné de extranjería holder their nationality before sending, and sends its code', async () => {
    startSession(sessionFor('Cliente', { mostrar_formulario: true }));
    const calls = api(() => sessionFor('Cliente', { mostrar_formulario: false }), {
      ...legacy,
      tipo_documento: 'CE',
      dni: '001234567',
      nacionalidad: null,
    });
    const user = userEvent.setup();
    renderWithProviders(<UpdateDataDialog />);
    const dialog = await fillAllButTheDate(user);
    await typeBirthDate(user, '01011990');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar datos' }));
    expect(await within(dialog).findByText('Elige tu nacionalidad.')).toBeInTheDocument();
    expect(calls.update).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nacionalidad' }), 'Venezuela');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar datos' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(calls.update[0]).toMatchObject({ nacionalidad: 'VE', ocupacion: 'Estudiante' });
  });

  it("postpones with 'Más tarde', unless the form is mandatory", async () => {
    startSession(sessionFor('Cliente', { mostrar_formulario: true }));
    const calls = api();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<UpdateDataDialog />);
    await user.click(await screen.findByRole('button', { name: 'Más tarde' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.skip).toBe(1);
    unmount();

    startSession(sessionFor('Cliente', { mostrar_formulario: true, mostrar_formulario_obligatorio: true }));
    renderWithProviders(<UpdateDataDialog />);
    expect(await screen.findByText(/Pasaron más de 12 meses/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Guardar datos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Más tarde' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
