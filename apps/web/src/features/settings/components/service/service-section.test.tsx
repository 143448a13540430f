import { settingsEndpoints, type ServiceSettings } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../../test/msw.ts';
import { renderSettings, SECTIONS } from '../../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

// Two rows of the seeded eight (BCP in soles and dollars): the same form, rendered faster under jsdom.
SECTIONS.service = { ...SECTIONS.service, transfers: SECTIONS.service.transfers.slice(0, 2) };

function recordSaves(answer: (body: ServiceSettings) => ServiceSettings | ReturnType<typeof refuse>) {
  const sent: ServiceSettings[] = [];
  server.use(
    mockEndpoint(settingsEndpoints.saveService, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

// The row is named once the catalogue has loaded.
const bcpSoles = () =>
  screen.findByRole('listitem', { name: 'Banco de Crédito del Perú (PEN)' }, { timeout: 10_000 });

describe('Ajustes · Horarios y feriados (issue 34)', () => {
  it('shows the week from Divisas, each bank’s times and the holidays; saves a cut-off and "next business day"', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordSaves((body) => body);
    renderSettings(server, '?seccion=horarios');

    expect(
      await screen.findByText('lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00'),
    ).toBeInTheDocument();
    const row = within(await bcpSoles());
    expect(row.getByLabelText('Mismo banco: hora de corte')).toHaveValue('18:00');
    expect(row.getByLabelText('Interbancaria (CCI): tiempo')).toHaveValue('120');
    const holidays = screen.getByRole('list', { name: 'Feriados' });
    expect(within(holidays).getAllByRole('listitem')).toHaveLength(30);
    expect(within(holidays).getAllByRole('listitem')[1]).toHaveTextContent('02/04/2026Jueves Santo');

    const cutoff = row.getByLabelText('Interbancaria (CCI): hora de corte');
    await user.clear(cutoff);
    await user.type(cutoff, '14:30');
    await user.click(row.getByLabelText('Interbancaria: llega el día hábil siguiente'));
    expect(row.queryByLabelText('Interbancaria (CCI): tiempo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.transfers[0]).toEqual({
      ...SECTIONS.service.transfers[0],
      interbankCutoff: '14:30',
      interbankMinutes: null,
    });
    expect(sent[0]?.holidays).toEqual(SECTIONS.service.holidays);
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('checks the contract’s rules before sending, and puts the server’s refusal under its field', async () => {
    const user = userEvent.setup({ delay: null });
    const message =
      'La hora de corte debe estar dentro del horario de atención (lunes a viernes de 09:00 a 19:00).';
    const sent = recordSaves(() =>
      refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
        fields: { 'transfers.0.sameBankCutoff': message },
      }),
    );
    renderSettings(server, '?seccion=horarios');
    const row = within(await bcpSoles());
    const cutoff = row.getByLabelText('Mismo banco: hora de corte');
    await user.clear(cutoff);
    await user.type(cutoff, '25:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await row.findByText('Usa HH:MM, por ejemplo 15:00.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.clear(cutoff);
    await user.type(cutoff, '08:00');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await row.findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(cutoff).toHaveValue('08:00');
  });

  it('adds the next year’s national holidays with Holy Week computed, adds and removes one, refuses a repeated date', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordSaves((body) => body);
    renderSettings(server, '?seccion=horarios');
    await user.click(await screen.findByRole('button', { name: 'Agregar feriados nacionales de 2028' }));
    await user.type(screen.getByLabelText('Fecha'), '2028-06-07');
    await user.type(screen.getByLabelText('Feriado'), 'Batalla de Arica');
    await user.click(screen.getByRole('button', { name: 'Agregar feriado' }));
    await user.type(screen.getByLabelText('Fecha'), '2028-06-07');
    await user.type(screen.getByLabelText('Feriado'), 'Otra vez');
    await user.click(screen.getByRole('button', { name: 'Agregar feriado' }));
    expect(screen.getByText('Esa fecha ya está en la lista.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar el feriado 01/01/2026 Año Nuevo' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const days = sent[0]?.holidays ?? [];
    expect(days).toHaveLength(45);
    expect(days).toContainEqual({ date: '2028-04-14', name: 'Viernes Santo' });
    expect(days).toContainEqual({ date: '2028-06-07', name: 'Batalla de Arica' });
    expect(days[0]).toEqual({ date: '2026-04-02', name: 'Jueves Santo' });
  });

  it('is read-only without Ajustes edit', async () => {
    renderSettings(server, '?seccion=horarios', { canEdit: false });
    const row = within(await bcpSoles());
    expect(row.getByLabelText('Mismo banco: tiempo')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Agregar feriado' })).not.toBeInTheDocument();
  });
});
