import { authEndpoints, referralEndpoints, type Session } from '@cambix/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetPublicKey, logout, useSessionStore } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { createServerKeys } from '../../../../test/rsa.ts';
import RegisterPage from './register.tsx';
import { mockEndpoint, type MockReply, refuse } from '../../../../test/mock-endpoint.ts';

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

function renderRegister() {
  render(
    <MemoryRouter initialEntries={['/registro']}>
      <Routes>
        <Route path="/registro" element={<RegisterPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

function api(
  register: (body: Record<string, unknown>) => Session | MockReply | Promise<Session | MockReply>,
) {
  server.use(
    mockEndpoint(authEndpoints.publicKey, () => keys.publicKey),
    mockEndpoint(authEndpoints.validateDni, ({ params }) =>
      params.dni === '40000001'
        ? refuse('DOCUMENT_TAKEN', 'Ya existe una cuenta con este número de documento.', 409)
        : { available: true },
    ),
    mockEndpoint(referralEndpoints.validateCode, ({ params }) =>
      params.code === 'ANA10'
        ? { code: 'ANA10', percentDiscount: '10.00' }
        : refuse('REFERRAL_CODE_INVALID', 'El código de referido no existe o ya no está activo.', 404),
    ),
    mockEndpoint(authEndpoints.register, async ({ request }) =>
      register((await request.json()) as Record<string, unknown>),
    ),
  );
}

async function fillStepOne(user: ReturnType<typeof userEvent.setup>, dni: string) {
  await user.type(screen.getByLabelText('Número de documento'), dni);
  await user.type(screen.getByLabelText('Nombres'), 'Lucía');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Ramos');
  await user.type(screen.getByLabelText('Apellido materno'), 'Huamán');
}

async function fillStepTwo(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@correo.pe');
  await user.type(screen.getByLabelText('Celular'), '912345678');
  await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
  await user.type(screen.getByLabelText('Confirmar contraseña'), 'Segura123');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
  await user.click(screen.getByRole('checkbox', { name: /Ley 29733/ }));
  await user.click(screen.getByRole('checkbox', { name: /fotos de mi documento y de mi selfie/ }));
}

describe('registration in two steps', () => {
  it('fills in the referral code of a share link (/registro?ref=CODE) and checks it', async () => {
    api(() => sessionFor('Cliente', { state: 1 }));
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/registro?ref=ana10']}>
        <RegisterPage search={new URLSearchParams('ref=ana10')} />
      </MemoryRouter>,
    );
    await fillStepOne(user, '45678913');
    expect(await screen.findByText('Documento disponible.', {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Código de referido (opcional)')).toHaveValue('ANA10');
    expect(await screen.findByText(/Código válido: 10 % de descuento/, {})).toBeInTheDocument();
  });

  it('checks the document live and will not go on with a taken one', async () => {
    api(() => sessionFor('Cliente', { state: 1 }));
    const user = userEvent.setup();
    renderRegister();
    await fillStepOne(user, '40000001');
    expect(
      await screen.findByText('Ya existe una cuenta con este número de documento.', {}),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Número de documento')).toBeVisible();
    expect(screen.queryByLabelText('Correo electrónico')).not.toBeVisible();
  });

  it('registers, signs the customer in and sends them to /validateUser', async () => {
    const bodies: Record<string, unknown>[] = [];
    api(async (body) => {
      bodies.push({ ...body, password: await keys.decrypt(body.password as string) });
      return sessionFor('Cliente', { state: 1, token: 'jwt-new' });
    });
    const user = userEvent.setup();
    renderRegister();
    await fillStepOne(user, '45678912');
    expect(await screen.findByText('Documento disponible.', {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillStepTwo(user);
    await user.type(screen.getByLabelText('Código de referido (opcional)'), 'ana10');
    expect(await screen.findByText(/Código válido: 10 % de descuento/, {})).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByTestId('where', {})).toHaveTextContent('/validateUser');
    expect(bodies).toEqual([
      {
        tipo_documento: 'DNI',
        dni: '45678912',
        nombres: 'Lucía',
        apellido_paterno: 'Ramos',
        apellido_materno: 'Huamán',
        email: 'lucia@correo.pe',
        celular: '912345678',
        password: 'Segura123',
        codigo_referido: 'ANA10',
        es_pep: false,
        acepta_terminos: true,
        acepta_datos: true,
        acepta_datos_sensibles: true,
        acepta_marketing: false,
      },
    ]);
    expect(useSessionStore.getState()).toMatchObject({ token: 'jwt-new', userState: 1 });
  });

  it('keeps the values when going back, and puts a server field error on its field and step', async () => {
    api(() =>
      refuse('VALIDATION_FAILED', 'Revisa los datos ingresados.', 422, {
        fields: {
          apellido_materno: 'Usa solo letras (hasta 60).',
          email: 'Ya existe una cuenta con este correo.',
        },
      }),
    );
    const user = userEvent.setup();
    renderRegister();
    await fillStepOne(user, '45678912');
    await screen.findByText('Documento disponible.', {});
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByLabelText('Nombres')).toHaveValue('Lucía');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillStepTwo(user);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await screen.findByText('Usa solo letras (hasta 60).')).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Revisa tus datos personales.');
    expect(screen.getByLabelText('Apellido materno')).toHaveValue('Huamán');
    // The step cannot be left while the server's refusal stands; changing the field clears it.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByLabelText('Apellido materno')).toHaveFocus();
    await user.clear(screen.getByLabelText('Apellido materno'));
    await user.type(screen.getByLabelText('Apellido materno'), 'Huaman');
    expect(screen.queryByText('Usa solo letras (hasta 60).')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const email = screen.getByLabelText('Correo electrónico');
    expect(email).toHaveValue('lucia@correo.pe');
    expect(
      within(email.closest('.cx-field') as HTMLElement).getByText('Ya existe una cuenta con este correo.'),
    ).toBeVisible();
  });
});

describe('what the customer accepts is readable', () => {
  it('links the terms and the privacy policy, each opening its public page in a new tab', async () => {
    api(() => sessionFor('Cliente', { state: 1 }));
    const user = userEvent.setup();
    renderRegister();
    await fillStepOne(user, '45678913');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const terms = screen.getByRole('link', { name: /términos y condiciones/ });
    expect(terms).toHaveAttribute('href', '/terminos');
    expect(terms).toHaveAttribute('target', '_blank');
    const privacy = screen.getByRole('link', { name: /política de privacidad/ });
    expect(privacy).toHaveAttribute('href', '/privacidad');
    expect(screen.getByRole('checkbox', { name: /Ley 29733/ })).not.toBeChecked();
    const sensitive = screen.getByRole('link', { name: /Datos sensibles/ });
    expect(sensitive).toHaveAttribute('href', '/privacidad#datos-sensibles');
  });
});

describe('consents apart (decision 167)', () => {
  it('asks the sensitive-data consent apart, and sends marketing only when its own box is ticked', async () => {
    const bodies: Record<string, unknown>[] = [];
    api((body) => {
      bodies.push(body);
      return sessionFor('Cliente', { state: 1 });
    });
    const user = userEvent.setup();
    renderRegister();
    await fillStepOne(user, '45678914');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await fillStepTwo(user);
    const marketing = screen.getByRole('checkbox', { name: /ofertas y novedades/ });
    expect(marketing).not.toBeChecked();
    // Without the sensitive-data consent nothing is sent.
    await user.click(screen.getByRole('checkbox', { name: /fotos de mi documento y de mi selfie/ }));
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(
      await screen.findByText(
        'Debes autorizar el tratamiento de tus fotos y de tu selfie para validar tu identidad.',
        {},
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: /fotos de mi documento y de mi selfie/ }));
    await user.click(marketing);
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ acepta_datos_sensibles: true, acepta_marketing: true });
  });
});
