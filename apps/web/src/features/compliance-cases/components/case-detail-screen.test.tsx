import { adminUserEndpoints, caseEndpoints, STAFF_MODULES, type ComplianceCase } from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ComplianceCasePage from '@/app/routes/staff/compliance-case.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, rawReply, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';
import { caseOf } from './case-fixtures.ts';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => {
  logout();
  vi.restoreAllMocks();
});

const PATTERN = '/dashboard/cumplimiento/casos/:caseId';
const renderAt = (id = 12) =>
  renderPages(`/dashboard/cumplimiento/casos/${id}`, [
    { path: PATTERN, page: ComplianceCasePage, title: 'Caso de cumplimiento' },
  ]);

/** The server's case, changed by each action as the server would. */
function serve(initial: ComplianceCase) {
  let current = initial;
  const sent: Record<string, unknown[]> = {};
  const record = (name: string, value: unknown) => (sent[name] ??= []).push(value);
  const item = (kind: 'order' | 'note', extra: Partial<ComplianceCase['items'][number]>) => ({
    id: current.items.length + 1,
    kind,
    addedBy: 'Ana Oficial',
    addedAt: '2026-12-02T15:00:00.000Z',
    alert: null,
    order: null,
    document: null,
    text: null,
    ...extra,
  });
  server.use(
    mockEndpoint(caseEndpoints.detail, () => current),
    mockEndpoint(caseEndpoints.addNote, async ({ request }) => {
      const body = await request.json();
      record('note', body);
      current = { ...current, items: [...current.items, item('note', { text: body.text })] };
      return current;
    }),
    mockEndpoint(caseEndpoints.addOrder, async ({ request }) => {
      record('order', await request.json());
      return refuse(
        'CASE_OTHER_CUSTOMER',
        'Es de otro cliente: un caso reúne solo lo del cliente del caso.',
        409,
      );
    }),
    mockEndpoint(caseEndpoints.narrative, async ({ request }) => {
      const body = await request.json();
      record('narrative', body);
      current = { ...current, narrative: body.narrative };
      return current;
    }),
    mockEndpoint(caseEndpoints.rosSent, async ({ request }) => {
      const body = await request.json();
      record('rosSent', body);
      current = {
        ...current,
        status: 'reportado',
        ros: { sentOn: body.sentOn, uifReference: body.uifReference ?? null, recordedBy: 'Ana Oficial' },
      };
      return current;
    }),
    mockEndpoint(caseEndpoints.ros, () => {
      record('ros', true);
      return rawReply(
        new Response('%PDF', {
          headers: { 'content-disposition': 'attachment; filename="ros-caso-00012.pdf"' },
        }),
      );
    }),
  );
  return sent;
}

describe('a compliance case (docs/rules/compliance.md#cases)', () => {
  it('shows the subject and the timeline, adds a note, refuses another customer’s order', async () => {
    const sent = serve(caseOf());
    renderAt();
    expect(
      await screen.findByRole('heading', { name: 'CASO-00012 · Compras fraccionadas en noviembre' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Rosa Elena Quispe Mamani')).toBeInTheDocument();
    expect(screen.getByText(/Estructuración · Confirmada/)).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Nota'), 'Llamé al banco emisor.');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar una nota' }));
    expect(await screen.findByText('Llamé al banco emisor.')).toBeInTheDocument();
    expect(sent.note).toEqual([{ text: 'Llamé al banco emisor.' }]);

    await userEvent.type(screen.getByLabelText('Código de la orden'), 'ABC123');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar una orden' }));
    expect(
      await screen.findByText('Es de otro cliente: un caso reúne solo lo del cliente del caso.'),
    ).toBeInTheDocument();
    expect(sent.order).toEqual([{ code: 'ABC123' }]);
  });

  it('saves the narrative, downloads the ROS and records it sent; then the case is read-only', async () => {
    const sent = serve(caseOf());
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderAt();
    await userEvent.type(
      await screen.findByLabelText('Narración del ROS'),
      'La clienta fraccionó sus compras.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar narración' }));
    expect(await screen.findByText('Narración guardada.')).toBeInTheDocument();
    expect(sent.narrative).toEqual([{ narrative: 'La clienta fraccionó sus compras.' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Descargar ROS (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent.ros).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Registrar envío a la UIF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registrar el envío del ROS' });
    await userEvent.type(
      within(dialog).getByLabelText('Número de referencia de la UIF (opcional)'),
      'UIF-42',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar envío a la UIF' }));
    expect(await screen.findByText(/ROS enviado a la UIF el .* · referencia UIF-42/)).toBeInTheDocument();
    expect(sent.rosSent).toEqual([
      { sentOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), uifReference: 'UIF-42' },
    ]);
    expect(screen.getByText('Reportado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar una nota' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar envío a la UIF' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Narración del ROS')).not.toBeInTheDocument();
    expect(screen.getByText('La clienta fraccionó sus compras.')).toBeInTheDocument();
  });

  it('offers nothing to change to a holder of view only', async () => {
    startSession(sessionFor('Colaborador'));
    serve(caseOf());
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => ({
        role: 'Colaborador',
        modules: STAFF_MODULES.map((module) => ({
          module,
          canView: module === 'cumplimiento',
          canEdit: false,
        })),
      })),
    );
    renderAt();
    expect(await screen.findByText('Rosa Elena Quispe Mamani')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descargar ROS (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archivar caso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar una nota' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Narración del ROS')).not.toBeInTheDocument();
  });

  it('says when the case does not exist', async () => {
    server.use(
      mockEndpoint(caseEndpoints.detail, () => refuse('CASE_NOT_FOUND', 'Ese caso no existe.', 404)),
    );
    renderAt(99);
    expect(await screen.findByText('Ese caso no existe.')).toBeInTheDocument();
  });
});
