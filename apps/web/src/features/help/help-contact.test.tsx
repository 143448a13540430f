import { settingsEndpoints, userEndpoints } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../test/fixtures.ts';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import { matchAppRoute } from '@/app/routes.ts';
import CustomerShell from '@/app/shells/customer-shell.tsx';
import PrivacyPage from '@/app/routes/public/privacy.tsx';

const server = setupApiServer();
afterEach(() => logout());
beforeEach(() => {
  server.use(
    mockEndpoint(userEndpoints.state, () => [{ state: 0 }]),
    mockEndpoint(settingsEndpoints.publicContact, () => ({
      company: {
        name: 'Cambix S.A.C.',
        ruc: '20100047218',
        address: 'Av. Larco 1232, Miraflores',
        sbsRegistration: '',
      },
      contact: { whatsapp: '+51987654321', email: 'ayuda@cambix.pe' },
    })),
  );
});

describe('the help contact on every customer screen (decision 108)', () => {
  it('offers "¿Necesitas ayuda?" with WhatsApp (message written) and the e-mail from Ajustes', async () => {
    startSession(sessionFor('Cliente'));
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route
          path="*"
          element={
            <CustomerShell route={matchAppRoute('/userDashboard').route} pathname="/userDashboard">
              <p>Contenido</p>
            </CustomerShell>
          }
        />
      </Routes>,
      { path: '/userDashboard' },
    );
    await user.click(screen.getAllByRole('button', { name: '¿Necesitas ayuda?' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: '¿Necesitas ayuda?' });
    const whatsapp = await within(dialog).findByRole('link', { name: /WhatsApp · \+51 987 654 321/ });
    const href = whatsapp.getAttribute('href') ?? '';
    expect(href.startsWith('https://wa.me/51987654321?text=')).toBe(true);
    expect(decodeURIComponent(href.split('text=')[1] ?? '')).toMatch(
      /^Hola, soy .+\. Necesito ayuda con Cambix\.$/,
    );
    expect(within(dialog).getByRole('link', { name: /ayuda@cambix\.pe/ })).toHaveAttribute(
      'href',
      'mailto:ayuda@cambix.pe',
    );
  });

  it('the privacy page names the company, the law and how to exercise the ARCO rights', async () => {
    renderWithProviders(<PrivacyPage />, { path: '/privacidad' });
    expect(
      await screen.findByRole('heading', {
        name: 'Política de privacidad y tratamiento de datos personales',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Cambix S\.A\.C\., con RUC 20100047218 y domicilio en Av\. Larco 1232/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Ley N\.° 29733.*D(ecreto )?S(upremo)? N\.° 016-2024-JUS/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '8. Tus derechos (ARCO)' })).toBeInTheDocument();
    // The sections the registration's consents link to, and the version in force (decision 167).
    expect(document.getElementById('datos-sensibles')).toHaveTextContent('consentimiento expreso');
    expect(document.getElementById('comunicaciones-comerciales')).toHaveTextContent('Perfil');
    expect(screen.getByText('Versión 2 · vigente desde el 3 de diciembre de 2026')).toBeInTheDocument();
    expect(screen.getAllByText(/ayuda@cambix\.pe o WhatsApp \+51 987 654 321/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Leer los términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos',
    );
  });
});
