import { myDataEndpoints, type DataRequest, type MyData } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession, useSessionStore } from '@/features/auth';
import { PENDING_PRIVACY, sessionFor } from '../../../test/fixtures.ts';
import { mockEndpoint } from '../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { renderWithProviders } from '../../../test/render-with-providers.tsx';
import ConsentPrompt from './consent-prompt.tsx';

const server = setupApiServer();
afterEach(() => logout());

const privacy = PENDING_PRIVACY;

describe('the consent dialog opens Mis datos for whoever does not agree (decision 178)', () => {
  it('files a cancellation from the dialog and comes back to the texts, still held', async () => {
    startSession(sessionFor('Cliente', { consentimientos_pendientes: [privacy] }));
    let state: MyData = { latestExport: null, requests: [] };
    server.use(
      mockEndpoint(myDataEndpoints.myData, () => state),
      mockEndpoint(myDataEndpoints.fileRequest, async ({ request }) => {
        const sent = (await request.json()) as { kind: DataRequest['kind']; text: string };
        const filed: DataRequest = {
          id: 1,
          code: 'ARCO-00001',
          kind: sent.kind,
          text: sent.text,
          status: 'pendiente',
          filedAt: '2026-12-03T15:00:00.000Z',
          dueOn: '2026-12-17',
          answer: null,
          answeredAt: null,
        };
        state = { ...state, requests: [filed] };
        return filed;
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ConsentPrompt />);

    const dialog = await screen.findByRole('dialog', { name: 'Actualizamos nuestros textos' });
    await user.click(within(dialog).getByRole('checkbox', { name: /Política de privacidad/ }));
    expect(within(dialog).getByText('¿No estás de acuerdo?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Ver mis datos y solicitudes' }));

    const myData = await screen.findByRole('dialog', { name: 'Mis datos y solicitudes' });
    expect(within(myData).getByRole('heading', { name: 'Mis datos y solicitudes' })).toHaveFocus();
    expect(await within(myData).findByRole('button', { name: 'Preparar mis datos' })).toBeVisible();
    // Still not dismissable from here.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Mis datos y solicitudes' })).toBeVisible();

    await user.click(within(myData).getByRole('combobox', { name: 'Tipo de solicitud' }));
    await user.click(screen.getByRole('option', { name: 'Cancelación: borrar mis datos' }));
    await user.type(
      within(myData).getByRole('textbox', { name: 'Cuéntanos qué nos pides' }),
      'No acepto la nueva política: borren mis datos.',
    );
    await user.click(within(myData).getByRole('button', { name: 'Enviar solicitud' }));
    await user.click(within(myData).getByRole('button', { name: 'Sí, enviar' }));
    expect(
      await within(myData).findByText('Recibimos tu solicitud. Te responderemos dentro del plazo legal.'),
    ).toBeVisible();
    expect(await within(myData).findByText('ARCO-00001', { exact: false })).toBeVisible();

    await user.click(within(myData).getByRole('button', { name: 'Volver a los textos' }));
    const back = await screen.findByRole('dialog', { name: 'Actualizamos nuestros textos' });
    // What was ticked before is still ticked; nothing was accepted meanwhile.
    expect(within(back).getByRole('checkbox', { name: /Política de privacidad/ })).toBeChecked();
    expect(useSessionStore.getState().consentimientos_pendientes).toEqual([privacy]);
  });

  it('signs out from Mis datos too', async () => {
    startSession(sessionFor('Cliente', { consentimientos_pendientes: [privacy] }));
    server.use(mockEndpoint(myDataEndpoints.myData, () => ({ latestExport: null, requests: [] })));
    const user = userEvent.setup();
    renderWithProviders(<ConsentPrompt />);
    await user.click(await screen.findByRole('button', { name: 'Ver mis datos y solicitudes' }));
    await user.click(await screen.findByRole('button', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(useSessionStore.getState().token).toBeNull());
  });
});
