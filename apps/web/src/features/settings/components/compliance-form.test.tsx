import { DEFAULT_SETTINGS, settingsEndpoints, type ComplianceSettings } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderSettings } from '../settings.test-support.tsx';

const server = setupApiServer();
afterEach(() => logout());

const COMPLIANCE: ComplianceSettings = DEFAULT_SETTINGS.compliance;

describe('Ajustes › Cumplimiento (docs/rules/compliance.md#settings)', () => {
  it('shows every threshold, checks monthly against single, and saves', async () => {
    const user = userEvent.setup({ delay: null });
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(settingsEndpoints.compliance, () => COMPLIANCE),
      mockEndpoint(settingsEndpoints.saveCompliance, async ({ request }) => {
        const body = (await request.json()) as ComplianceSettings;
        sent.push(body);
        return { ...body, registerMonthlyUsd: '60000.00' };
      }),
    );
    renderSettings(server, '?seccion=cumplimiento');
    const monthly = await screen.findByLabelText('Umbral por operaciones múltiples en el mes');
    expect(monthly).toHaveValue('50000.00');
    expect(screen.getByLabelText('Umbral por operación única')).toHaveValue('5000.00');
    expect(screen.getByLabelText('Similitud mínima para una coincidencia')).toHaveValue('0.85');
    expect(screen.getByLabelText('Revisión de clientes de riesgo alto cada')).toHaveValue('180');
    expect(await screen.findByText(/declaración jurada: US\$\s5,000\.00/)).toBeInTheDocument();

    await user.clear(monthly);
    await user.type(monthly, '4000');
    await user.click(await screen.findByRole('button', { name: 'Guardar' }));
    expect(
      await screen.findByText('El umbral mensual no puede ser menor que el de una operación única.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(monthly);
    await user.type(monthly, '60000');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(sent).toEqual([{ ...COMPLIANCE, registerMonthlyUsd: '60000' }]));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('is not a tab for someone with Ajustes but not Cumplimiento', async () => {
    renderSettings(server, '?seccion=cumplimiento', { canEdit: false });
    expect(await screen.findByRole('tab', { name: 'Montos y comisiones' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.queryByRole('tab', { name: 'Cumplimiento' })).not.toBeInTheDocument();
  });
});
