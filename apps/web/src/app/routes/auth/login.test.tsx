import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetPublicKey, logout, useSessionStore } from '@/features/auth';
import { ok, sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { createServerKeys } from '../../../../test/rsa.ts';
import LoginPage from './login.tsx';

const server = setupApiServer();
let keys: Awaited<ReturnType<typeof createServerKeys>>;

beforeAll(async () => {
  keys = await createServerKeys();
});

afterEach(() => {
  logout();
  forgetPublicKey();
});

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderLogin() {
  const page = <LoginPage />;
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <Routes>
        <Route path="/login" element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The API's login: decrypts the password with its private key, as the server does. */
function loginAnswers(answer: (dni: string, password: string) => Response | Promise<Response>) {
  const received: { dni: string; password: string }[] = [];
  server.use(
    http.get('*/api/auth/public-key', () => HttpResponse.json(ok(keys.publicKey))),
    http.post('*/api/auth/login', async ({ request }) => {
      const body = (await request.json()) as { dni: string; password: string };
      const password = await keys.decrypt(body.password);
      received.push({ dni: body.dni, password });
      return answer(body.dni, password);
    }),
  );
  return received;
}

describe('login form', () => {
  it('shows the server message on a 401 and keeps what was typed', async () => {
    const received = loginAnswers(() =>
      HttpResponse.json(
        {
          success: false,
          code: 'AUTH_INVALID_CREDENTIALS',
          message: 'El documento, correo o contraseña no son correctos.',
        },
        { status: 401 },
      ),
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Documento o correo'), '10000001');
    await user.type(screen.getByLabelText('Contraseña'), 'Equivocada1');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El documento, correo o contraseña no son correctos.',
    );
    expect(received).toEqual([{ dni: '10000001', password: 'Equivocada1' }]);
    expect(screen.getByLabelText('Documento o correo')).toHaveValue('10000001');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Equivocada1');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in with the encrypted password and goes to the role landing page', async () => {
    const received = loginAnswers((dni, password) =>
      dni === 'admin@cambix.test' && password === 'Cambix123'
        ? HttpResponse.json(ok(sessionFor('Administrador', { token: 'jwt-admin' })))
        : HttpResponse.json(
            { success: false, code: 'AUTH_INVALID_CREDENTIALS', message: 'No.' },
            { status: 401 },
          ),
    );
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText('Documento o correo'), '  admin@cambix.test ');
    await user.type(screen.getByLabelText('Contraseña'), 'Cambix123');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard');
    expect(received).toEqual([{ dni: 'admin@cambix.test', password: 'Cambix123' }]);
    expect(localStorage.getItem('token')).toBe('jwt-admin');
    expect(localStorage.getItem('loginTime')).not.toBeNull();
    expect(useSessionStore.getState().user?.rol.name).toBe('Administrador');
  });

  it('asks for both fields before calling the server', async () => {
    const received = loginAnswers(() => HttpResponse.json(ok(sessionFor('Cliente'))));
    const user = userEvent.setup();
    renderLogin();

    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(screen.getByText('Ingresa tu documento o correo.')).toBeInTheDocument();
    expect(screen.getByText('Ingresa tu contraseña.')).toBeInTheDocument();
    expect(received).toEqual([]);
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Contraseña');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Mostrar contraseña' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Ocultar contraseña' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
