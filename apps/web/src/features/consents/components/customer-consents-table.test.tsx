import { consentEndpoints } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { CustomerConsentsTable } from './customer-consents-table.tsx';

const server = setupApiServer();
afterEach(() => logout());

describe('CustomerConsentsTable (Historial › Consentimientos)', () => {
  it('shows each act with its version, Lima time, address and browser; what was not kept says so', async () => {
    startSession(sessionFor('Administrador'));
    server.use(
      mockEndpoint(consentEndpoints.customerConsents, ({ params }) =>
        params.userId === '7'
          ? [
              {
                id: 9,
                documento: 'marketing',
                version: 1,
                aceptado: false,
                fecha: '2026-12-03T15:04:00.000Z',
                ip: '198.51.100.7',
                navegador: 'Mozilla/5.0 Firefox/133.0',
              },
              {
                id: 2,
                documento: 'privacidad',
                version: 1,
                aceptado: true,
                fecha: '2025-06-10T14:30:00.000Z',
                ip: null,
                navegador: null,
              },
            ]
          : [],
      ),
    );
    renderWithProviders(<CustomerConsentsTable userId={7} />);
    const table = await screen.findByRole('table', { name: 'Consentimientos' });
    const [, withdrawn, backfilled] = within(table).getAllByRole('row');
    expect(
      within(withdrawn!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Comunicaciones comerciales',
      '1',
      'Retiró',
      '03/12/2026 10:04',
      '198.51.100.7',
      'Mozilla/5.0 Firefox/133.0',
    ]);
    expect(
      within(backfilled!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Política de privacidad',
      '1',
      'Aceptó',
      '10/06/2025 09:30',
      'No registrado',
      'No registrado',
    ]);
  });

  it('says when there is nothing', async () => {
    startSession(sessionFor('Administrador'));
    server.use(mockEndpoint(consentEndpoints.customerConsents, () => []));
    renderWithProviders(<CustomerConsentsTable userId={8} />);
    expect(await screen.findByText('El cliente no tiene consentimientos registrados.')).toBeVisible();
  });
});
