import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { CustomerPrompts } from './customer-prompts.tsx';

setupApiServer();
afterEach(() => logout());

describe('CustomerPrompts', () => {
  it('asks for the texts to accept before the update-data form (decision 167)', async () => {
    startSession(
      sessionFor('Cliente', {
        mostrar_formulario: true,
        consentimientos_pendientes: [
          { documento: 'privacidad', version: 2, fecha: '2026-12-03', ruta: '/privacidad' },
        ],
      }),
    );
    renderWithProviders(<CustomerPrompts />);
    expect(await screen.findByRole('dialog', { name: 'Actualizamos nuestros textos' })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Actualiza tus datos' })).not.toBeInTheDocument();
  });
});
