import { screeningEndpoints, type ScreeningListVersion } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComplianceListsPage from '@/app/routes/staff/compliance-lists.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const PATH = '/dashboard/cumplimiento/listas';
const renderAt = () => renderPages(PATH, [{ path: PATH, page: ComplianceListsPage, title: 'Listas' }]);

const version = (overrides: Partial<ScreeningListVersion> = {}): ScreeningListVersion => ({
  id: 1,
  list: 'ofac',
  fileName: 'sdn.csv',
  importedAt: '2026-12-02T14:00:00.000Z',
  importedBy: 'Carla Mendoza',
  entryCount: 3,
  individualCount: 2,
  current: true,
  rescreen: { total: 40, done: 40, hits: 1, finishedAt: '2026-12-02T14:01:00.000Z' },
  ...overrides,
});

describe('Cumplimiento › Listas (docs/rules/compliance.md#lists)', () => {
  it('lists the versions with their counts and the progress of a running re-screening', async () => {
    server.use(
      mockEndpoint(screeningEndpoints.versions, () => ({
        rows: [
          version({
            id: 2,
            list: 'pep',
            fileName: 'pep.csv',
            rescreen: { total: 400, done: 100, hits: 0, finishedAt: null },
          }),
          version({ current: false }),
        ],
      })),
    );
    renderAt();
    expect(await screen.findByText('Revisión de clientes: 100 de 400')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('Revisión terminada: 40 clientes, 1 alerta')).toBeInTheDocument();
    expect(screen.getByText('Anterior')).toBeInTheDocument();
    expect(
      screen.getAllByText(/3 registros \(2 personas\) · 02\/12\/2026 09:00 · Carla Mendoza/),
    ).toHaveLength(2);
  });

  it('sends the chosen list and file, and shows a malformed file refused whole', async () => {
    const sent: { list: FormDataEntryValue | null; file: string }[] = [];
    server.use(
      mockEndpoint(screeningEndpoints.versions, () => ({ rows: [] })),
      mockEndpoint(screeningEndpoints.import, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        sent.push({ list: form.get('list'), file: file.name });
        return refuse(
          'SCREENING_LIST_MALFORMED',
          'El archivo no tiene el formato publicado de la lista: la fila 2 tiene 3 columnas; sdn.csv tiene 12. No se guardó nada.',
          422,
        );
      }),
    );
    renderAt();
    expect(await screen.findByText('Aún no se importa ninguna lista.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Lista'));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: /^OFAC/ }));
    await userEvent.upload(
      screen.getByLabelText('Archivo'),
      new File(['1,"A"\n'], 'sdn.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(/la fila 2 tiene 3 columnas.*No se guardó nada\./)).toBeInTheDocument();
    expect(sent).toEqual([{ list: 'ofac', file: 'sdn.csv' }]);
  });
});
