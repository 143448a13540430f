import { settingsEndpoints, type PointsSettingsInput } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderSettings, SECTIONS } from '../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

async function fill(box: HTMLElement, text: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(box);
  await user.paste(text);
}

describe('Ajustes, section Puntos: staff adjustments (issue 30)', () => {
  it('edits the cap per adjustment and the four-eyes amount, and saves them with PUT /settings/points', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: PointsSettingsInput[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.savePoints, async ({ request }) => {
        const body = await request.json();
        sent.push(body);
        return { ...SECTIONS.points, ...body, adjustmentFourEyesAbove: body.adjustmentFourEyesAbove ?? null };
      }),
    );
    renderSettings(server, '?seccion=puntos');
    const cap = await screen.findByLabelText('Máximo por ajuste');
    expect(cap).toHaveValue(String(SECTIONS.points.adjustmentCap));
    const fourEyes = screen.getByRole('switch', { name: 'Pedir una segunda aprobación para sumas grandes' });
    expect(fourEyes).toBeChecked();
    expect(screen.getByLabelText('Desde sumas mayores que')).toHaveValue(
      String(SECTIONS.points.adjustmentFourEyesAbove),
    );

    await fill(cap, '3000');
    await fill(screen.getByLabelText('Desde sumas mayores que'), '3000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    // The contract's own check, before anything is sent.
    expect(await screen.findByText(/Debe ser menor que el máximo por ajuste/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(screen.getByLabelText('Desde sumas mayores que'), '500');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ adjustmentCap: 3000, adjustmentFourEyesAbove: 500 });

    await user.click(fourEyes);
    expect(screen.queryByLabelText('Desde sumas mayores que')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ adjustmentCap: 3000, adjustmentFourEyesAbove: null });
    // Saved off, it loads with no amount and saves again; switched on, the amount is asked for.
    await fill(cap, '3500');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).toMatchObject({ adjustmentCap: 3500, adjustmentFourEyesAbove: null });
    await user.click(fourEyes);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('Ingresa los puntos, o desactiva la doble aprobación.'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(3);
  });

  it('shows the server’s refusal under its field and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      mockEndpoint(settingsEndpoints.savePoints, () =>
        refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 400, {
          fields: { adjustmentCap: 'Usa hasta 100000.' },
        }),
      ),
    );
    renderSettings(server, '?seccion=puntos');
    const cap = await screen.findByLabelText('Máximo por ajuste');
    await fill(cap, '4000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Usa hasta 100000.')).toBeInTheDocument();
    expect(cap).toHaveValue('4000');
  });
});
