import { consentEndpoints, type PendingConsent } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { PENDING_PRIVACY, sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { ConsentDialog } from './consent-dialog.tsx';

const server = setupApiServer();
afterEach(() => logout());

const privacy = PENDING_PRIVACY;
const terms: PendingConsent = { documento: 'terminos', version: 3, fecha: '2027-01-15', ruta: '/terminos' };

describe('ConsentDialog (decision 167)', () => {
  it('shows nothing while no text is pending', () => {
    startSession(sessionFor('Cliente'));
    renderWithProviders(<ConsentDialog />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks to read and accept each new version, then lets the customer go on', async () => {
    startSession(sessionFor('Cliente', { consentimientos_pendientes: [terms, privacy] }));
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(consentEndpoints.acceptConsents, async ({ request }) => {
        bodies.push(await request.json());
        return { consentimientos_pendientes: [] };
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConsentDialog />);

    const dialog = await screen.findByRole('dialog', { name: 'Actualizamos nuestros textos' });
    expect(
      within(dialog).getByText('Versión 2, vigente desde el 3 de diciembre de 2026', { exact: false }),
    ).toBeVisible();
    const read = within(dialog).getByRole('link', { name: /Leer Política de privacidad/ });
    expect(read).toHaveAttribute('href', '/privacidad');
    expect(read).toHaveAttribute('target', '_blank');

    // One text left unticked: nothing is sent.
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'He leído y acepto: Términos y condiciones' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await within(dialog).findByText('Marca cada texto para continuar.')).toBeVisible();
    expect(bodies).toEqual([]);

    await user.click(
      within(dialog).getByRole('checkbox', { name: 'He leído y acepto: Política de privacidad' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar y continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([
      {
        documentos: [
          { documento: 'terminos', version: 3 },
          { documento: 'privacidad', version: 2 },
        ],
      },
    ]);
    expect(useSessionStore.getState().consentimientos_pendientes).toEqual([]);
  });

  it('cannot be dismissed: Escape leaves it open; signing out is the way out', async () => {
    startSession(sessionFor('Cliente', { consentimientos_pendientes: [privacy] }));
    const user = userEvent.setup();
    renderWithProviders(<ConsentDialog />);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('says why when the text changed meanwhile, and stays open', async () => {
    startSession(sessionFor('Cliente', { consentimientos_pendientes: [privacy] }));
    server.use(
      mockEndpoint(consentEndpoints.acceptConsents, () =>
        refuse(
          'CONSENT_VERSION_STALE',
          'Ese texto ya cambió: recarga la página y lee la versión vigente.',
          409,
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConsentDialog />);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Aceptar y continuar' }));
    expect(await within(dialog).findByText(/Ese texto ya cambió/)).toBeVisible();
    expect(useSessionStore.getState().consentimientos_pendientes).toEqual([privacy]);
  });
});
