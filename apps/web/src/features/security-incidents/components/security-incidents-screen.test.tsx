import {
  adminUserEndpoints,
  incidentEndpoints,
  STAFF_MODULES,
  type IncidentDetail,
  type IncidentSummary,
} from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import SecurityIncidentPage from '@/app/routes/staff/security-incident.tsx';
import SecurityIncidentsPage from '@/app/routes/staff/security-incidents.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const LIST = '/dashboard/incidentes-de-seguridad';
const DETAIL = '/dashboard/incidentes-de-seguridad/:incidentId';
const PAGES = [
  { path: LIST, page: SecurityIncidentsPage, title: 'Incidentes de seguridad' },
  { path: DETAIL, page: SecurityIncidentPage, title: 'Incidente de seguridad' },
];

const summary = (overrides: Partial<IncidentSummary> = {}): IncidentSummary => ({
  id: 4,
  code: 'INC-00004',
  title: 'Correo enviado al destinatario equivocado',
  status: 'abierto',
  occurredAt: '2026-12-01T14:00:00.000Z',
  detectedAt: '2026-12-01T15:30:00.000Z',
  affectedCount: 12,
  authorityNotifiedAt: null,
  peopleNotifiedAt: null,
  ...overrides,
});

const detail = (overrides: Partial<IncidentDetail> = {}): IncidentDetail => ({
  ...summary(),
  description: 'Una hoja con nombres y DNI llegó a un proveedor.',
  dataKinds: 'Nombres, DNI',
  affected: 'Clientes del 1 de diciembre',
  measures: 'El proveedor borró el correo.',
  customers: [{ id: 3, name: 'Rosa Elena Quispe Mamani', document: 'DNI 71990001' }],
  registeredBy: 'Ana Admin',
  registeredAt: '2026-12-01T16:00:00.000Z',
  timeline: [
    {
      id: 1,
      kind: 'registro',
      at: '2026-12-01T16:00:00.000Z',
      actor: 'Ana Admin',
      note: 'Incidente registrado.',
      changes: [],
    },
  ],
  ...overrides,
});

describe('Datos personales › Incidentes de seguridad (docs/rules/personal-data.md#incidentes-de-seguridad)', () => {
  it('lists incidents with whom they affected and what is still to notify, and filters by state', async () => {
    const statuses: string[] = [];
    server.use(
      mockEndpoint(incidentEndpoints.list, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? '';
        statuses.push(status);
        return {
          rows:
            status === 'cerrado'
              ? [summary({ id: 2, code: 'INC-00002', status: 'cerrado' })]
              : [
                  summary(),
                  summary({ id: 5, code: 'INC-00005', authorityNotifiedAt: '2026-12-02T15:00:00.000Z' }),
                ],
        };
      }),
    );
    renderPages(LIST, PAGES);
    const first = (await screen.findByRole('link', { name: 'INC-00004' })).closest('li')!;
    expect(first).toHaveTextContent('Detectado el 01/12/2026 10:30');
    expect(first).toHaveTextContent('12 personas afectadas');
    expect(first).toHaveTextContent('Sin notificar');
    const second = screen.getByRole('link', { name: 'INC-00005' }).closest('li')!;
    expect(second).toHaveTextContent('ANPD notificada · afectados sin notificar');
    expect(statuses[0]).toBe('todos');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrados' }));
    expect(await screen.findByRole('link', { name: 'INC-00002' })).toBeInTheDocument();
    expect(where()).toBe(`${LIST}?status=cerrado`);
  });

  it('registers an incident with its dates typed in Lima time and opens it', async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint(incidentEndpoints.list, () => ({ rows: [] })),
      mockEndpoint(incidentEndpoints.create, async ({ request }) => {
        sent.push(await request.json());
        return detail({ id: 9, code: 'INC-00009' });
      }),
      mockEndpoint(incidentEndpoints.detail, () => detail({ id: 9, code: 'INC-00009' })),
    );
    renderPages(LIST, PAGES);
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar incidente' }));
    await userEvent.type(screen.getByLabelText('Qué pasó (en una línea)'), 'Correo equivocado');
    await userEvent.type(screen.getByLabelText('Descripción'), 'Una hoja llegó a un proveedor.');
    await userEvent.type(screen.getByLabelText('Cuándo ocurrió'), '2026-12-01T09:00');
    await userEvent.type(screen.getByLabelText('Cuándo se detectó'), '2026-12-01T10:30');
    await userEvent.type(screen.getByLabelText('Datos personales afectados'), 'Nombres, DNI');
    await userEvent.type(screen.getByLabelText('A quiénes afectó'), 'Clientes del día');
    await userEvent.type(screen.getByLabelText('Número de personas afectadas'), '12');
    await userEvent.type(screen.getByLabelText(/Clientes vinculados/), '3, 7');
    await userEvent.type(screen.getByLabelText('Medidas tomadas'), 'Se pidió borrar el correo.');
    await userEvent.click(screen.getByRole('button', { name: 'Registrar incidente' }));
    expect(await screen.findByRole('heading', { name: /INC-00009/ })).toBeInTheDocument();
    expect(sent).toEqual([
      {
        title: 'Correo equivocado',
        description: 'Una hoja llegó a un proveedor.',
        occurredAt: '2026-12-01T09:00:00-05:00',
        detectedAt: '2026-12-01T10:30:00-05:00',
        dataKinds: 'Nombres, DNI',
        affected: 'Clientes del día',
        affectedCount: 12,
        customerIds: [3, 7],
        measures: 'Se pidió borrar el correo.',
        authorityNotifiedAt: null,
        peopleNotifiedAt: null,
      },
    ]);
  });

  it('shows the timeline with each change, and records a notification that closes the incident', async () => {
    const sent: unknown[] = [];
    let current = detail();
    server.use(
      mockEndpoint(incidentEndpoints.detail, () => current),
      mockEndpoint(incidentEndpoints.addEntry, async ({ request }) => {
        sent.push(await request.json());
        current = detail({
          status: 'cerrado',
          authorityNotifiedAt: '2026-12-02T14:00:00.000Z',
          timeline: [
            ...current.timeline,
            {
              id: 2,
              kind: 'actualizacion',
              at: '2026-12-02T15:00:00.000Z',
              actor: 'Ana Admin',
              note: 'Se notificó a la ANPD.',
              changes: [
                { field: 'authorityNotifiedAt', before: null, after: '2026-12-02T14:00:00.000Z' },
                { field: 'status', before: 'abierto', after: 'cerrado' },
              ],
            },
          ],
        });
        return current;
      }),
    );
    renderPages('/dashboard/incidentes-de-seguridad/4', PAGES);
    expect(await screen.findByText('Una hoja con nombres y DNI llegó a un proveedor.')).toBeInTheDocument();
    expect(screen.getByText('Rosa Elena Quispe Mamani · DNI 71990001')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Qué cambió o qué se hizo'), 'Se notificó a la ANPD.');
    await userEvent.type(screen.getByLabelText('Notificación a la ANPD'), '2026-12-02T09:00');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cerrar el incidente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Registrar cambio' }));
    const entry = (await screen.findByText('Se notificó a la ANPD.')).closest('li')!;
    expect(within(entry).getByText('Notificación a la ANPD: — → 02/12/2026 09:00')).toBeInTheDocument();
    expect(within(entry).getByText('Estado: Abierto → Cerrado')).toBeInTheDocument();
    expect(sent).toEqual([
      { note: 'Se notificó a la ANPD.', authorityNotifiedAt: '2026-12-02T09:00:00-05:00', status: 'cerrado' },
    ]);
    expect(screen.getByRole('checkbox', { name: 'Reabrir el incidente' })).toBeInTheDocument();
  });

  it('a viewer without edit reads the incident but gets no form', async () => {
    startSession(sessionFor('Colaborador'));
    server.use(
      mockEndpoint(incidentEndpoints.detail, () => detail()),
      mockEndpoint(incidentEndpoints.list, () => ({ rows: [summary()] })),
      mockEndpoint(adminUserEndpoints.myPermissions, () => ({
        role: 'Colaborador',
        modules: STAFF_MODULES.map((module) => ({
          module,
          canView: module === 'datos-personales',
          canEdit: false,
        })),
      })),
    );
    renderPages('/dashboard/incidentes-de-seguridad/4', PAGES);
    expect(await screen.findByText('Una hoja con nombres y DNI llegó a un proveedor.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar cambio' })).not.toBeInTheDocument();
  });
});
