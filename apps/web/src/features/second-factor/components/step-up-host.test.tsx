import {
  DEFAULT_SETTINGS,
  secondFactorEndpoints,
  settingsEndpoints,
  type FeeSettings,
} from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiCall } from '@/lib/api-client.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { StepUpHost } from './step-up-host.tsx';

const server = setupApiServer();

/** The fees save answers STEP_UP_REQUIRED until the second factor passed, then saves what it was sent. */
function sensitiveAction() {
  const sent: FeeSettings[] = [];
  const proofs: unknown[] = [];
  let proved = false;
  server.use(
    mockEndpoint(settingsEndpoints.saveFees, async ({ request }) => {
      const body = (await request.json()) as FeeSettings;
      sent.push(body);
      if (!proved) {
        return refuse('STEP_UP_REQUIRED', 'Por seguridad, confirma que eres tú antes de continuar.', 403, {
          methods: ['totp', 'recovery'],
        });
      }
      return body;
    }),
    mockEndpoint(secondFactorEndpoints.stepUp, async ({ request }) => {
      const proof = await request.json();
      proofs.push(proof);
      if ((proof as { code: string }).code !== '123456') {
        return refuse('SECOND_FACTOR_INVALID', 'No pudimos verificar tu segundo factor.', 400);
      }
      proved = true;
      return { verifiedAt: new Date().toISOString() };
    }),
  );
  return { sent, proofs };
}

const fees = { ...DEFAULT_SETTINGS.fees, flatFee: '12.00' };

describe('the step-up dialog', () => {
  it('asks for the code, then sends the refused request again with what it carried', async () => {
    const { sent, proofs } = sensitiveAction();
    const user = userEvent.setup();
    renderWithProviders(<StepUpHost securityHref="/dashboard/seguridad" />);
    const saving = apiCall(settingsEndpoints.saveFees, { body: fees });

    const dialog = await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));
    expect(await screen.findByText('No pudimos verificar tu segundo factor.')).toBeVisible();
    await user.clear(screen.getByLabelText('Código de 6 dígitos'));
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    await expect(saving).resolves.toEqual(fees);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(sent).toEqual([fees, fees]);
    expect(proofs).toEqual([
      { method: 'totp', code: '000000' },
      { method: 'totp', code: '123456' },
    ]);
  });

  it('cancelled, the refusal reaches the form and nothing is sent again', async () => {
    const { sent } = sensitiveAction();
    const user = userEvent.setup();
    renderWithProviders(<StepUpHost securityHref="/dashboard/seguridad" />);
    const refused = apiCall(settingsEndpoints.saveFees, { body: fees }).catch((error: unknown) => error);
    await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(await refused).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(sent).toHaveLength(1);
  });

  it('offers a recovery code instead of the app', async () => {
    sensitiveAction();
    const user = userEvent.setup();
    renderWithProviders(<StepUpHost securityHref="/dashboard/seguridad" />);
    void apiCall(settingsEndpoints.saveFees, { body: fees }).catch(() => undefined);
    await screen.findByRole('dialog', { name: 'Confirma que eres tú' });
    await user.click(screen.getByRole('button', { name: 'Usar un código de recuperación' }));
    expect(screen.getByLabelText('Código de recuperación')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
  });
});
