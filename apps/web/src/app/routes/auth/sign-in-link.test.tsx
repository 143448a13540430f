import { authEndpoints } from '@cambix/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetSession, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import SignInLinkPage from './sign-in-link.tsx';
import { mockEndpoint, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';

const server = setupApiServer();
afterEach(() => forgetSession());

function renderAt(entry: string) {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/ingresar-con-enlace" element={<SignInLinkPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/ingresar-con-enlace (decision 063)', () => {
  it('signs in with the mailed link’s token, read from after the # (the guards then open the landing page)', async () => {
    const used: unknown[] = [];
    server.use(
      mockEndpoint(authEndpoints.useSignInLink, async ({ request }) => {
        used.push(await request.json());
        return sessionFor('Administrador', { token: 'jwt-from-link' });
      }),
    );
    renderAt('/ingresar-con-enlace#tok_abcdefghijklmnop');

    expect(screen.getByText('Ingresando a tu cuenta…')).toBeVisible();
    await waitFor(() => expect(useSessionStore.getState().user?.rol.name).toBe('Administrador'));
    expect(used).toEqual([{ token: 'tok_abcdefghijklmnop' }]);
    expect(localStorage.getItem('token')).toBe('jwt-from-link');
  });

  it('says when a link is spent or expired, and asks for a new one', async () => {
    server.use(
      mockEndpoint(authEndpoints.useSignInLink, () =>
        refuse(
          'SIGN_IN_LINK_INVALID',
          'Este enlace para ingresar no es válido, ya se usó o venció. Pide uno nuevo.',
          400,
        ),
      ),
      mockEndpoint(authEndpoints.requestSignInLink, () =>
        okWithMessage(null, 'Si hay una cuenta con esos datos, te enviamos a su correo un enlace.'),
      ),
    );
    const user = userEvent.setup();
    renderAt('/ingresar-con-enlace#tok_spent_already_123');

    expect(await screen.findByRole('alert')).toHaveTextContent('ya se usó o venció');
    await user.click(screen.getByRole('button', { name: 'Pedir un enlace nuevo' }));
    await user.type(screen.getByLabelText('Documento o correo'), '10000001');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText(/te enviamos a su correo un enlace/)).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('without a token, asks for the document or email to mail a link to', async () => {
    const asked: unknown[] = [];
    server.use(
      mockEndpoint(authEndpoints.requestSignInLink, async ({ request }) => {
        asked.push(await request.json());
        return okWithMessage(null, 'Si hay una cuenta con esos datos, te enviamos a su correo un enlace.');
      }),
    );
    const user = userEvent.setup();
    renderAt('/ingresar-con-enlace');

    expect(screen.getByRole('heading', { name: 'Ingresa con un enlace' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(screen.getByText('Ingresa tu documento o correo.')).toBeVisible();
    await user.type(screen.getByLabelText('Documento o correo'), '  ana.quispe@cambix.test ');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByText(/te enviamos a su correo un enlace/)).toBeVisible();
    expect(asked).toEqual([{ dni: 'ana.quispe@cambix.test' }]);
  });
});
