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

const bcpSoles = () => screen.findByRole('listitem', { name: 'Banco de Crédito del Perú (PEN)' });

describe('Ajustes · Horarios y feriados (issue 34)', () => {
  it('shows the week from Divisas, each bank’s times and the holidays; saves a cut-off and "next business day"', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordSaves((body) => body);
    renderSettings(server, '?seccion=horarios');

    expect(await screen.findByText('lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00')).toBeInTheDocument();
    const row = within(await bcpSoles());
    expect(row.getByLabelText('Mismo banco: hora de corte')).toHaveValue('18:00');
    expect(row.getByLabelText('Interbancaria (CCI): tiempo')).toHaveValue('120');
    const holidays = screen.getByRole('list', { name: 'Feriados' });
    expect(within(holidays).getAllByRole('listitem')).toHaveLength(30);
    expect(within(holidays).getAllByLabelText('Fecha')[1]).toHaveValue('2026-04-02');

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
    const message = 'La hora de corte debe estar dentro del horario de atención (lunes a viernes de 09:00 a 19:00).';
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

  it('adds the next year’s national holidays, with Holy Week computed', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = recordSaves((body) => body);
    renderSettings(server, '?seccion=horarios');
    await user.click(await screen.findByRole('button', { name: 'Agregar feriados nacionales de 2028' }));
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.holidays).toHaveLength(45);
    expect(sent[0]?.holidays).toContainEqual({ date: '2028-04-14', name: 'Viernes Santo' });
  });

  it('is read-only without Ajustes edit', async () => {
    renderSettings(server, '?seccion=horarios', { canEdit: false });
    const row = within(await bcpSoles());
    expect(row.getByLabelText('Mismo banco: tiempo')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Agregar feriado' })).not.toBeInTheDocument();
  });
});
