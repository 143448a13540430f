import { secondFactorEndpoints, type SecondFactorStatus } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { mockEndpoint, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { SecondFactorSection } from './security-section.tsx';

const server = setupApiServer();

const CODES = Array.from({ length: 10 }, (_, index) => `ABCDE-FGH${String(index).padStart(2, '0')}`);

describe('enrolling a code app on Seguridad', () => {
  it('shows the QR, takes the first code, shows the recovery codes once and then the factor', async () => {
    let status: SecondFactorStatus = { factors: [], recoveryCodesLeft: 0, required: true, stepUpMinutes: 10 };
    const confirmations: unknown[] = [];
    server.use(
      mockEndpoint(secondFactorEndpoints.status, () => status),
      mockEndpoint(secondFactorEndpoints.startTotp, () => ({
        enrolmentToken: 'enrolment-token-of-the-test',
        otpauthUri: 'otpauth://totp/Cambix:ana?secret=JBSWY3DPEHPK3PXP',
        qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
        secret: 'JBSWY3DPEHPK3PXP',
      })),
      mockEndpoint(secondFactorEndpoints.confirmTotp, async ({ request }) => {
        const body = await request.json();
        confirmations.push(body);
        if (body.code !== '654321') return refuse('SECOND_FACTOR_INVALID', 'Código incorrecto.', 400);
        status = {
          ...status,
          recoveryCodesLeft: 10,
          factors: [
            {
              id: 7,
              kind: 'totp',
              label: 'App de códigos',
              createdAt: '2026-12-01T15:00:00Z',
              lastUsedAt: null,
            },
          ],
        };
        return okWithMessage({ recoveryCodes: CODES, session: null }, 'Segundo factor registrado.');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorSection />);
    expect(await screen.findByText('Tu perfil debe tener un segundo factor para operar.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Usar app de códigos' }));
    expect(await screen.findByRole('img', { name: 'Código QR para tu app de códigos' })).toBeVisible();
    expect(screen.getByText(/JBSWY3DPEHPK3PXP/)).toBeVisible();

    await user.type(screen.getByLabelText('Código de 6 dígitos'), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Código incorrecto.')).toBeVisible();
    // The code is kept: only the wrong digits are typed again.
    await user.clear(screen.getByLabelText('Código de 6 dígitos'));
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));

    const codes = await screen.findByTestId('recovery-codes');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(screen.queryByTestId('recovery-codes')).not.toBeInTheDocument();
    expect(await screen.findByText('App de códigos', { selector: 'strong' })).toBeVisible();
    expect(screen.getByText('Te quedan 10 códigos de recuperación.')).toBeVisible();
    expect(confirmations).toEqual([
      { enrolmentToken: 'enrolment-token-of-the-test', code: '111111' },
      { enrolmentToken: 'enrolment-token-of-the-test', code: '654321' },
    ]);
  });
});

describe('renewing the recovery codes on Seguridad', () => {
  it('asks first, shows the new codes once, and reads the count again', async () => {
    const factor = {
      id: 7,
      kind: 'totp' as const,
      label: 'App de códigos',
      createdAt: '2026-12-01T15:00:00Z',
      lastUsedAt: null,
    };
    let status: SecondFactorStatus = {
      factors: [factor],
      recoveryCodesLeft: 3,
      required: false,
      stepUpMinutes: 10,
    };
    let renewals = 0;
    server.use(
      mockEndpoint(secondFactorEndpoints.status, () => status),
      mockEndpoint(secondFactorEndpoints.renewRecoveryCodes, () => {
        renewals += 1;
        status = { ...status, recoveryCodesLeft: 10 };
        return okWithMessage(
          { recoveryCodes: CODES },
          'Códigos de recuperación nuevos: los anteriores ya no sirven.',
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorSection />);
    expect(await screen.findByText(/Te quedan 3 códigos/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Generar códigos nuevos' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Generar códigos de recuperación nuevos?' });
    expect(within(dialog).getByText(/dejarán de servir/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Generar códigos nuevos' }));
    const codes = await screen.findByRole('region', { name: 'Guarda tus códigos de recuperación' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(renewals).toBe(1);
    await user.click(within(codes).getByRole('button', { name: 'Ya los guardé' }));
    expect(await screen.findByText(/Te quedan 10 códigos/)).toBeVisible();
  });
});
