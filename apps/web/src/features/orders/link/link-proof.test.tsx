import { type ResolvedLink, orderLinkEndpoints } from '@cambix/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { LinkProof } from './link-proof.tsx';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();

const SENT = { maskedEmail: 'a•••@gmail.com', expiresInSeconds: 600, resendInSeconds: 60 };
const PROVED: ResolvedLink = {
  kind: 'modification',
  expiresAt: '2026-11-24T15:00:00.000Z',
  user: { id: 400, dni: '40000001', nombres: 'Ana Lucía', token: 'token-del-link' },
};

function renderProof(onProved = vi.fn(async () => true), onSignIn = vi.fn()) {
  renderWithProviders(
    <LinkProof
      code="K7M2QX9P"
      kind="modification"
      expiresAt="2026-11-24T15:00:00.000Z"
      firstName="Ana"
      maskedEmail="a•••@gmail.com"
      onProved={onProved}
      onSignIn={onSignIn}
    />,
  );
  return { onProved, onSignIn, user: userEvent.setup() };
}

describe('the proof step of an order link', () => {
  it('says whom and where, sends the code, and opens the link with the right code', async () => {
    const verified: unknown[] = [];
    server.use(
      mockEndpoint(orderLinkEndpoints.sendCode, () => SENT, { params: { code: 'K7M2QX9P' } }),
      mockEndpoint(
        orderLinkEndpoints.verify,
        async ({ request }) => {
          verified.push(await request.json());
          return PROVED;
        },
        { params: { code: 'K7M2QX9P' } },
      ),
    );
    const { onProved, user } = renderProof();
    expect(screen.getByRole('heading', { name: 'Confirma que eres tú' })).toBeInTheDocument();
    expect(
      screen.getByText('Este link es para corregir tu orden en Cambix. Vence el 24/11/2026 10:00.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Para continuar, confirma que eres Ana. Te enviaremos un código de 6 dígitos a a•••@gmail.com.',
      ),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    expect(
      await screen.findByText('Te enviamos un código a a•••@gmail.com. Vence en 10 minutos.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: /^Reenviar en 1:00|^Reenviar en 0:5\d/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Código de 6 dígitos'), '12 34-56');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await vi.waitFor(() => expect(onProved).toHaveBeenCalledWith(PROVED));
    expect(verified).toEqual([{ verificationCode: '123456' }]);
  });

  it('keeps what was typed and says the server’s words when the code is wrong', async () => {
    server.use(
      mockEndpoint(orderLinkEndpoints.sendCode, () => SENT, { params: { code: 'K7M2QX9P' } }),
      mockEndpoint(
        orderLinkEndpoints.verify,
        () =>
          refuse('LINK_CODE_INVALID', 'El código no es correcto. Te quedan 4 intentos.', 400, {
            fields: {
              verificationCode: 'El código no es correcto. Te quedan 4 intentos.',
            },
          }),
        { params: { code: 'K7M2QX9P' } },
      ),
    );
    const { onProved, user } = renderProof();
    await user.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    const field = await screen.findByLabelText('Código de 6 dígitos');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Ingresa los 6 dígitos del código.')).toBeVisible();
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('El código no es correcto. Te quedan 4 intentos.')).toBeVisible();
    expect(field).toHaveValue('654321');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onProved).not.toHaveBeenCalled();
  });

  it('shows a refusal to send (too soon, too many tries) and offers signing in instead', async () => {
    server.use(
      mockEndpoint(
        orderLinkEndpoints.sendCode,
        () =>
          refuse(
            'LINK_CODE_LOCKED',
            'Hubo demasiados intentos con códigos para tu cuenta. Inicia sesión con tu contraseña para continuar.',
            429,
          ),
        { params: { code: 'K7M2QX9P' } },
      ),
    );
    const { onSignIn, user } = renderProof();
    await user.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    expect(
      await screen.findByText(
        'Hubo demasiados intentos con códigos para tu cuenta. Inicia sesión con tu contraseña para continuar.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('Código de 6 dígitos')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '¿Prefieres iniciar sesión?' }));
    expect(onSignIn).toHaveBeenCalledOnce();
  });

  it('says so when the session the link handed over could not be opened', async () => {
    server.use(
      mockEndpoint(orderLinkEndpoints.sendCode, () => SENT, { params: { code: 'K7M2QX9P' } }),
      mockEndpoint(orderLinkEndpoints.verify, () => PROVED, { params: { code: 'K7M2QX9P' } }),
    );
    const { user } = renderProof(vi.fn(async () => false));
    await user.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    await user.type(await screen.findByLabelText('Código de 6 dígitos'), '123456');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('No pudimos continuar. Inténtalo de nuevo.')).toBeVisible();
  });

  it('opens the field for a code sent a moment ago (before a reload), with the server’s words', async () => {
    server.use(
      mockEndpoint(
        orderLinkEndpoints.sendCode,
        () =>
          refuse(
            'LINK_CODE_THROTTLED',
            'Ya te enviamos un código hace poco. Podrás pedir otro en 42 segundos.',
            429,
          ),
        { params: { code: 'K7M2QX9P' } },
      ),
    );
    const { user } = renderProof();
    await user.click(screen.getByRole('button', { name: 'Enviarme el código' }));
    expect(
      await screen.findByText('Ya te enviamos un código hace poco. Podrás pedir otro en 42 segundos.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Código de 6 dígitos')).toBeEnabled();
  });

  it('lets a customer who already has a code type it without asking for another', async () => {
    const { user } = renderProof();
    await user.click(screen.getByRole('button', { name: 'Ya tengo un código' }));
    expect(screen.getByLabelText('Código de 6 dígitos')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  });
});
