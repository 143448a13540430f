import {
  partnerEndpoints,
  partnerWebhookEndpoints,
  type PartnerApiKey,
  type PartnerWorkspace,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ThirdPartyPage from '@/app/routes/staff/third-party.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { partnerBusiness } from '../../../../test/partners.ts';
import { renderPages } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
afterEach(() => logout());

const KEY = 'cbx_live_Q2FtYml4RGVtb0tleUZvclRlc3RzMTIzNDU2';
const TEST_KEY = 'cbx_test_UHJ1ZWJhc0NhbWJpeFNhbmRib3hLZXkxMjM0NTY3';

function workspace(apiKeys: PartnerApiKey[]): PartnerWorkspace {
  return {
    partner: partnerBusiness(),
    month: { orders: 4, sendAmount: '3200.00', shareEarned: '28.80' },
    unsettledShare: '28.80',
    settlements: [],
    apiKeys,
  };
}

describe('/dashboard/modulo-terceros for a partner (issue 15)', () => {
  it('shows a new API key once, with a warning and a copy button; the list keeps only its prefix', async () => {
    startSession(sessionFor('Externo'));
    let keys: PartnerApiKey[] = [];
    server.use(
      mockEndpoint(partnerEndpoints.workspace, () => workspace(keys)),
      mockEndpoint(partnerWebhookEndpoints.list, () => []),
      mockEndpoint(partnerEndpoints.createApiKey, async ({ request }) => {
        const { name, mode = 'live' } = await request.json();
        const created = {
          id: keys.length + 9,
          name,
          prefix: mode === 'test' ? TEST_KEY.slice(0, 13) : KEY.slice(0, 13),
          version: '2026-12-01',
          mode,
          createdAt: '2026-11-27T05:00:00.000Z',
          lastUsedAt: null,
          revokedAt: null,
        };
        keys = [created, ...keys];
        return { ...created, key: mode === 'test' ? TEST_KEY : KEY };
      }),
    );
    const user = userEvent.setup();
    renderPages('/dashboard/modulo-terceros', [
      { path: '/dashboard/modulo-terceros', page: ThirdPartyPage, title: 'Módulo Terceros' },
    ]);
    expect(await screen.findByText('Aún no tienes claves.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ver la documentación \(OpenAPI\)/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/partner-api/v1/openapi.json'),
    );
    expect(screen.getByRole('link', { name: /Guía para desarrolladores/ })).toHaveAttribute(
      'href',
      expect.stringContaining('/api/partner-api/v1/guide'),
    );

    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    expect(screen.getByRole('textbox', { name: 'Nombre de la clave' })).toHaveAccessibleDescription(
      'Nombre de la clave',
    );
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la clave' }), 'Sistema de caja');
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));

    const dialog = await screen.findByRole('dialog', { name: 'Tu clave de API' });
    expect(within(dialog).getByTestId('secret-value')).toHaveTextContent(KEY);
    expect(within(dialog).getByText(/no la volveremos a mostrar/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Once closed, the key is nowhere on the page: only its name and prefix stay.
    expect(await screen.findByText(`${KEY.slice(0, 13)}…`)).toBeInTheDocument();
    expect(screen.queryByText(KEY)).toBeNull();
    expect(screen.getByText(/Versión 2026-12-01/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revocar' })).toBeInTheDocument();
    expect(screen.queryByText('Pruebas')).toBeNull();

    // A sandbox key: chosen by its type, told apart in the list.
    expect(screen.getByText('Crea órdenes reales: mueven dinero.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Tipo de clave' }));
    await user.click(await screen.findByRole('option', { name: 'Pruebas (sandbox)' }));
    expect(screen.getByText(/Crea órdenes de prueba: no mueven dinero/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Nombre de la clave' }), 'Pruebas ERP');
    await user.click(screen.getByRole('button', { name: 'Crear clave' }));
    const testDialog = await screen.findByRole('dialog', { name: 'Tu clave de API' });
    expect(within(testDialog).getByTestId('secret-value')).toHaveTextContent(TEST_KEY);
    await user.click(within(testDialog).getByRole('button', { name: 'Cerrar' }));
    expect(await screen.findByText(`${TEST_KEY.slice(0, 13)}…`)).toBeInTheDocument();
    expect(screen.getByText('Pruebas')).toBeInTheDocument();
  });
});
