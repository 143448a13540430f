import { authEndpoints, type Session } from '@cambix/contract';
import { createHash } from 'node:crypto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetPublicKey, logout, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { createServerKeys } from '../../../../test/rsa.ts';
import LoginPage from './login.tsx';
import { mockEndpoint, type MockReply, okWithMessage, refuse } from '../../../../test/mock-endpoint.ts';

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

interface LoginAttempt {
  dni: string;
  password: string;
  challenge?: { token: string; solution: string };
}

/** The API's login: decrypts the password with its private key, as the server does. */
type Answer = Session | MockReply;

function loginAnswers(
  answer: (dni: string, password: string, attempt: LoginAttempt) => Answer | Promise<Answer>,
) {
  const received: LoginAttempt[] = [];
  server.use(
    mockEndpoint(authEndpoints.publicKey, () => keys.publicKey),
    mockEndpoint(authEndpoints.login, async ({ request }) => {
      const body = (await request.json()) as LoginAttempt;
      const attempt = { ...body, password: await keys.decrypt(body.password) };
      received.push(attempt);
      return answer(attempt.dni, attempt.password, attempt);
    }),
  );
  return received;
}

const CHALLENGE = { seed: 'k2Jd9QmX0aLp7TzR', difficulty: 8, token: 'k2Jd9QmX0aLp7TzR.8.99.sig' };

/** What the server checks: the hash of `<seed>:<solution>` starts with `difficulty` zero bits. */
const solves = (solution: string) =>
  createHash('sha256').update(`${CHALLENGE.seed}:${solution}`).digest()[0] === 0;

async function typeAndSubmit(user: ReturnType<typeof userEvent.setup>, identifier: string, password: string) {
  await user.type(screen.getByLabelText('Documento o correo'), identifier);
  await user.type(screen.getByLabelText('Contraseña'), password);
  await user.click(screen.getByRole('button', { name: 'Ingresar' }));
}

describe('login form', () => {
  it('shows the server message on a 401 and keeps what was typed', async () => {
    const received = loginAnswers(() =>
      refuse('AUTH_INVALID_CREDENTIALS', 'El documento, correo o contraseña no son correctos.', 401),
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

  it('after a right password asks for the second factor, and Volver brings back the form as it was typed', async () => {
    const received = loginAnswers(() =>
      refuse('AUTH_SECOND_FACTOR_REQUIRED', 'Confirma tu ingreso con tu segundo factor.', 428, {
        pendingToken: 'pending.token',
        methods: ['totp'],
      }),
    );
    const user = userEvent.setup();
    renderLogin();
    await typeAndSubmit(user, '10000003', 'Cambix123');
    const step = await screen.findByRole('region', { name: 'Confirma que eres tú' });
    expect(
      within(step).getByText('Ingresaste tu contraseña. Ahora usa tu segundo factor.'),
    ).toBeInTheDocument();

    await user.click(within(step).getByRole('button', { name: 'Volver e ingresar con otra cuenta' }));
    expect(screen.queryByRole('region', { name: 'Confirma que eres tú' })).toBeNull();
    expect(screen.getByLabelText('Documento o correo')).toHaveValue('10000003');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Cambix123');
    expect(received).toHaveLength(1);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in with the encrypted password and goes to the role landing page', async () => {
    const received = loginAnswers((dni, password) =>
      dni === 'admin@cambix.test' && password === 'Cambix123'
        ? sessionFor('Administrador', { token: 'jwt-admin' })
        : refuse('AUTH_INVALID_CREDENTIALS', 'No.', 401),
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
    const received = loginAnswers(() => sessionFor('Cliente'));
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

  it('solves the challenge the server asks for and sends the same values again, saying it is checking', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const received = loginAnswers(async (_dni, _password, attempt) => {
      if (!attempt.challenge) {
        return refuse('AUTH_CHALLENGE_REQUIRED', 'Por seguridad, necesitamos verificar tu conexión.', 428, {
          challenge: CHALLENGE,
        });
      }
      await released;
      return sessionFor('Cliente', { token: 'jwt-after-check' });
    });
    const user = userEvent.setup();
    renderLogin();

    await typeAndSubmit(user, '4000-0001', 'Cambix123');

    expect(await screen.findByText('Por seguridad, estamos verificando tu conexión…')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled());
    release();
    expect(await screen.findByTestId('where')).toHaveTextContent('/userDashboard');
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({ dni: '4000-0001', password: 'Cambix123' });
    expect(received[1]?.challenge?.token).toBe(CHALLENGE.token);
    expect(solves(received[1]!.challenge!.solution)).toBe(true);
    expect(localStorage.getItem('token')).toBe('jwt-after-check');
  });

  it('shows the pause with the remaining wait and the mailed-link option, keeping what was typed', async () => {
    loginAnswers(() =>
      refuse(
        'AUTH_THROTTLED',
        'Demasiados intentos fallidos. Espera 5 minutos antes de volver a intentarlo.',
        429,
        {
          retryAfterSeconds: 300,
        },
      ),
    );
    const linkRequests: unknown[] = [];
    server.use(
      mockEndpoint(authEndpoints.requestSignInLink, async ({ request }) => {
        linkRequests.push(await request.json());
        return okWithMessage(
          null,
          'Si hay una cuenta con esos datos, te enviamos a su correo un enlace para ingresar. Vence en 15 minutos.',
        );
      }),
    );
    const user = userEvent.setup();
    renderLogin();

    await typeAndSubmit(user, 'admin@cambix.test', 'Equivocada1');

    const notice = (await screen.findByText('Pausamos el ingreso con contraseña')).closest(
      '.cx-alert',
    ) as HTMLElement;
    expect(
      within(notice).getByText(/Podrás volver a intentarlo con tu contraseña en (5:00|4:59)\./),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled());
    expect(screen.getByLabelText('Documento o correo')).toHaveValue('admin@cambix.test');
    expect(screen.getByLabelText('Contraseña')).toHaveValue('Equivocada1');

    await user.click(screen.getByRole('button', { name: 'Enviarme un enlace para ingresar' }));
    expect(await screen.findByText(/te enviamos a su correo un enlace para ingresar/)).toBeVisible();
    expect(linkRequests).toEqual([{ dni: 'admin@cambix.test' }]);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('lets the person try again once the pause is over', async () => {
    loginAnswers(() =>
      refuse(
        'AUTH_THROTTLED',
        'Demasiados intentos fallidos. Espera 1 minuto antes de volver a intentarlo.',
        429,
        {
          retryAfterSeconds: 1,
        },
      ),
    );
    const user = userEvent.setup();
    renderLogin();

    await typeAndSubmit(user, '10000001', 'Equivocada1');

    expect(await screen.findByText('Pausamos el ingreso con contraseña')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeDisabled());
    expect(await screen.findByText('Ya puedes volver a intentarlo con tu contraseña.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ingresar' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Enviarme un enlace para ingresar' })).toBeVisible();
  });
});
