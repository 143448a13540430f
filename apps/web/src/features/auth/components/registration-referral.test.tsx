import { authEndpoints, referralEndpoints } from '@cambix/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import RegisterPage from '@/app/routes/auth/register.tsx';
import { forgetPublicKey, logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { createServerKeys } from '../../../../test/rsa.ts';

// The referral refusals of issue 16 (docs/rules/coupons-and-referrals.md#anti-abuse): the server's message
// under the code, on the account step, with everything typed kept.
const server = setupApiServer();
let keys: Awaited<ReturnType<typeof createServerKeys>>;

beforeAll(async () => {
  keys = await createServerKeys();
});

afterEach(() => {
  logout();
  forgetPublicKey();
});

const SHARED = 'Este código de referido no aplica: su dueño comparte tu documento, correo o celular.';
const NOT_VALIDATED = 'Este código de referido aún no está activo: su dueño todavía no valida su cuenta.';

function api() {
  let registrations = 0;
  server.use(
    mockEndpoint(authEndpoints.publicKey, () => keys.publicKey),
    mockEndpoint(authEndpoints.validateDni, () => ({ available: true })),
    mockEndpoint(referralEndpoints.validateCode, ({ params }) =>
      params.code === 'PEPE2026'
        ? refuse('REFERRAL_OWNER_NOT_VALIDATED', NOT_VALIDATED, 422)
        : { code: params.code, percentDiscount: '20.00' },
    ),
    // Only the registration knows who signs up: it refuses a code whose owner shares their phone.
    mockEndpoint(authEndpoints.register, () => {
      registrations += 1;
      return refuse('REFERRAL_SHARED_IDENTITY', SHARED, 422);
    }),
  );
  return { registrations: () => registrations };
}

async function fillUpToTheCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  render(
    <MemoryRouter initialEntries={['/registro']}>
      <Routes>
        <Route path="/registro" element={<RegisterPage />} />
      </Routes>
    </MemoryRouter>,
  );
  await user.type(screen.getByLabelText('Número de documento'), '45678912');
  await user.type(screen.getByLabelText('Nombres'), 'Lucía');
  await user.type(screen.getByLabelText('Apellido paterno'), 'Ramos');
  await user.type(screen.getByLabelText('Apellido materno'), 'Huamán');
  await screen.findByText('Documento disponible.');
  await user.click(screen.getByRole('button', { name: 'Continuar' }));
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@correo.pe');
  await user.type(screen.getByLabelText('Celular'), '912345678');
  await user.type(screen.getByLabelText('Contraseña'), 'Segura123');
  await user.type(screen.getByLabelText('Confirmar contraseña'), 'Segura123');
  await user.click(screen.getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('checkbox', { name: /términos y condiciones/ }));
  await user.click(screen.getByRole('checkbox', { name: /Ley 29733/ }));
  await user.click(screen.getByRole('checkbox', { name: /fotos de mi documento y de mi selfie/ }));
  await user.type(screen.getByLabelText('Código de referido (opcional)'), code);
}

const codeField = () => screen.getByLabelText('Código de referido (opcional)');
const underCode = () => within(codeField().closest('.cx-field') as HTMLElement);

describe('registration: referral refusals (issue 16)', () => {
  it('puts REFERRAL_SHARED_IDENTITY under the code and keeps every value', async () => {
    const { registrations } = api();
    const user = userEvent.setup({ delay: null });
    await fillUpToTheCode(user, 'ana2026');
    expect(await screen.findByText(/Código válido: 20 % de descuento/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));

    expect(await underCode().findByText(SHARED)).toBeVisible();
    expect(registrations()).toBe(1);
    expect(codeField()).toHaveValue('ANA2026');
    expect(codeField()).toHaveFocus();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('lucia@correo.pe');
    expect(screen.getByLabelText('Celular')).toHaveValue('912345678');
    expect(screen.getByRole('checkbox', { name: /términos y condiciones/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Atrás' }));
    expect(screen.getByLabelText('Nombres')).toHaveValue('Lucía');
  });

  it('shows REFERRAL_OWNER_NOT_VALIDATED from the live check and does not send the registration', async () => {
    const { registrations } = api();
    const user = userEvent.setup({ delay: null });
    await fillUpToTheCode(user, 'pepe2026');
    expect(await underCode().findByText(NOT_VALIDATED)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(codeField()).toHaveFocus();
    expect(registrations()).toBe(0);
    expect(codeField()).toHaveValue('PEPE2026');
  });
});
