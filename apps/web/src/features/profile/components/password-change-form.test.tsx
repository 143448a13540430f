import { authEndpoints, profileEndpoints } from '@cambix/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetPublicKey, logout, startSession, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { createServerKeys } from '../../../../test/rsa.ts';
import { PasswordChangeForm } from './password-change-form.tsx';
import { mockEndpoint, networkFailure, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
let keys: Awaited<ReturnType<typeof createServerKeys>>;
beforeAll(async () => {
  keys = await createServerKeys();
});
afterEach(() => {
  logout();
  forgetPublicKey();
});

async function fill(user: ReturnType<typeof userEvent.setup>, old: string, next: string) {
  await user.type(screen.getByLabelText('Contraseña actual'), old);
  await user.type(screen.getByLabelText('Contraseña nueva'), next);
  await user.type(screen.getByLabelText('Confirma la contraseña nueva'), next);
  await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('PasswordChangeForm', () => {
  it('sends token, dni, email and both passwords encrypted, and keeps this tab signed in', async () => {
    startSession(sessionFor('Cliente', { token: 'old-token' }));
    let sent: Record<string, string> = {};
    server.use(
      mockEndpoint(authEndpoints.publicKey, () => keys.publicKey),
      mockEndpoint(profileEndpoints.updateUser, async ({ request }) => {
        sent = (await request.json()) as Record<string, string>;
        return okWithMessage(sessionFor('Cliente', { token: 'new-token' }), 'Tu contraseña fue actualizada.');
      }),
    );
    const onChanged = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm onChanged={onChanged} />);
    await fill(user, 'Cambix123', 'Nueva2027x');

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(sent).toMatchObject({ token: 'old-token', dni: '40000001', email: 'ana@cambix.test' });
    expect(await keys.decrypt(sent.old_password!)).toBe('Cambix123');
    expect(await keys.decrypt(sent.password!)).toBe('Nueva2027x');
    expect(useSessionStore.getState().token).toBe('new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(screen.getByLabelText('Contraseña actual')).toHaveValue('');
  });

  it('shows the server message under the old password, and keeps what was typed', async () => {
    startSession(sessionFor('Cliente'));
    server.use(
      mockEndpoint(authEndpoints.publicKey, () => keys.publicKey),
      mockEndpoint(profileEndpoints.updateUser, () =>
        refuse('PASSWORD_OLD_INCORRECT', 'Tu contraseña actual no es correcta.', 400, {
          fields: { old_password: 'Tu contraseña actual no es correcta.' },
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm onChanged={vi.fn()} />);
    await fill(user, 'Otra12345', 'Nueva2027x');
    expect(await screen.findByText('Tu contraseña actual no es correcta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Contraseña nueva')).toHaveValue('Nueva2027x');
  });

  it("says 'Error inesperado' when there is no answer from the server", async () => {
    startSession(sessionFor('Cliente'));
    server.use(
      mockEndpoint(authEndpoints.publicKey, () => keys.publicKey),
      mockEndpoint(profileEndpoints.updateUser, () => networkFailure()),
    );
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm onChanged={vi.fn()} />);
    await fill(user, 'Cambix123', 'Nueva2027x');
    expect(await screen.findByText('Error inesperado')).toBeInTheDocument();
  });

  it('checks the new password rules and the confirmation before sending', async () => {
    startSession(sessionFor('Cliente'));
    const user = userEvent.setup();
    renderWithProviders(<PasswordChangeForm onChanged={vi.fn()} />);
    await user.type(screen.getByLabelText('Contraseña actual'), 'Cambix123');
    await user.type(screen.getByLabelText('Contraseña nueva'), 'corta');
    await user.type(screen.getByLabelText('Confirma la contraseña nueva'), 'otra');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Tu contraseña aún no cumple todas las reglas.')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
  });
});
