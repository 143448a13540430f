import type { AccountStatus, Profile } from '@cambix/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { ok, sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import WelcomeScreen from './welcome-screen.tsx';

const server = setupApiServer();
afterEach(() => logout());

function profile(accountStatus: AccountStatus, statusReason: string | null = null): Profile {
  return {
    nombres: 'Ana Lucía',
    apellido_paterno: 'Quispe',
    apellido_materno: 'Mamani',
    tipo_documento: 'DNI',
    dni: '40000001',
    email: 'ana@cambix.test',
    celular: '987654321',
    accountStatus,
    statusReason,
    state: 0,
    isPep: false,
    pepDetail: null,
    date_birthday: '1992-03-08',
    gender: 'F',
    departamento: '15',
    provincia: '1501',
    distrito: '150122',
    direccion: 'Av. José Pardo 540',
    ocupacion: 'Contadora',
    profileUpdatedAt: '2026-11-21T15:00:00.000Z',
  };
}

function renderWith(status: AccountStatus, reason: string | null = null) {
  startSession(sessionFor('Cliente'));
  server.use(http.get('*/api/user/profile', () => HttpResponse.json(ok(profile(status, reason)))));
  renderWithProviders(<WelcomeScreen params={{}} search={new URLSearchParams()} title="Inicio" />);
}

describe('/userDashboard welcome', { timeout: 20_000 }, () => {
  it('greets the customer and says in plain words that the account is in review', async () => {
    renderWith('POR_VALIDAR');
    expect(screen.getByRole('heading', { name: '¡Hola, Ana!' })).toBeInTheDocument();
    expect(await screen.findByText('Tu cuenta está en revisión')).toBeInTheDocument();
    for (const [name, href] of [
      [/Crear orden/, '/userDashboard/nueva-orden'],
      [/Mis cuentas/, '/userDashboard/cuentas'],
      [/Mi perfil/, '/userDashboard/perfil'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('says the account is active', async () => {
    renderWith('ACTIVO');
    expect(await screen.findByText('Tu cuenta está activa')).toBeInTheDocument();
  });

  it('shows a rejection with the reason staff gave', async () => {
    renderWith('RECHAZADO', 'La foto del DNI no se lee.');
    expect(await screen.findByText('No pudimos validar tu cuenta')).toBeInTheDocument();
    expect(screen.getByText('Motivo: La foto del DNI no se lee.')).toBeInTheDocument();
  });
});
