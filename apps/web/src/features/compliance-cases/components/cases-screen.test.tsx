import {
  caseEndpoints,
  screeningEndpoints,
  type ComplianceAlert,
  type ComplianceCaseSummary,
} from '@cambix/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComplianceAlertsPage from '@/app/routes/staff/compliance-alerts.tsx';
import ComplianceCasesPage from '@/app/routes/staff/compliance-cases.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';
import { caseOf } from './case-fixtures.ts';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const LIST = '/dashboard/cumplimiento/casos';
const ALERTS = '/dashboard/cumplimiento/alertas';

const summary = (overrides: Partial<ComplianceCaseSummary> = {}): ComplianceCaseSummary => ({
  id: 12,
  code: 'CASO-00012',
  title: 'Compras fraccionadas en noviembre',
  status: 'abierto',
  customer: { id: 3, name: 'Rosa Elena Quispe Mamani', document: 'DNI 71990001' },
  openedBy: 'Ana Oficial',
  openedAt: '2026-12-02T14:00:00.000Z',
  closedAt: null,
  itemCount: 3,
  ...overrides,
});

describe('Cumplimiento › Casos (docs/rules/compliance.md#cases)', () => {
  it('lists the open cases first, links each to its page, and filters by status', async () => {
    const statuses: string[] = [];
    server.use(
      mockEndpoint(caseEndpoints.list, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? '';
        statuses.push(status);
        return {
          rows:
            status === 'reportado'
              ? [summary({ id: 9, code: 'CASO-00009', status: 'reportado' })]
              : [summary()],
        };
      }),
    );
    renderPages(LIST, [{ path: LIST, page: ComplianceCasesPage, title: 'Casos' }]);
    expect(await screen.findByText('Compras fraccionadas en noviembre')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CASO-00012' })).toHaveAttribute(
      'href',
      '/dashboard/cumplimiento/casos/12',
    );
    expect(screen.getByText('Rosa Elena Quispe Mamani')).toBeInTheDocument();
    expect(screen.getByText('3 elementos')).toBeInTheDocument();
    expect(statuses[0]).toBe('abierto');
    await userEvent.click(screen.getByRole('button', { name: 'Reportados' }));
    expect(await screen.findByRole('link', { name: 'CASO-00009' })).toBeInTheDocument();
    expect(statuses).toContain('reportado');
    expect(where()).toBe(`${LIST}?status=reportado`);
  });

  it('opens on the status its address names, and on the open ones for anything else', async () => {
    const statuses: string[] = [];
    server.use(
      mockEndpoint(caseEndpoints.list, ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status') ?? '');
        return { rows: [summary()] };
      }),
    );
    renderPages(`${LIST}?status=archivado`, [{ path: LIST, page: ComplianceCasesPage, title: 'Casos' }]);
    expect(await screen.findByRole('button', { name: 'Archivados' })).toHaveAttribute('aria-pressed', 'true');
    expect(statuses).toEqual(['archivado']);
    cleanup();
    renderPages(`${LIST}?status=borrado`, [{ path: LIST, page: ComplianceCasesPage, title: 'Casos' }]);
    expect(await screen.findByRole('button', { name: 'Abiertos' })).toHaveAttribute('aria-pressed', 'true');
    expect(statuses.at(-1)).toBe('abierto');
  });

  it('says so when a filter has no case', async () => {
    server.use(mockEndpoint(caseEndpoints.list, () => ({ rows: [] })));
    renderPages(LIST, [{ path: LIST, page: ComplianceCasesPage, title: 'Casos' }]);
    expect(await screen.findByText('No hay casos en este filtro.')).toBeInTheDocument();
  });
});

const alert = (overrides: Partial<ComplianceAlert> = {}): ComplianceAlert => ({
  id: 7,
  kind: 'structuring',
  status: 'open',
  holds: false,
  score: null,
  customer: { id: 3, name: 'Rosa Elena Quispe Mamani', document: 'DNI 71990001' },
  facts: { orders: [], totalUsd: '5400.00', threshold: '5000.00', windowDays: 7 },
  createdAt: '2026-12-02T14:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  caseId: null,
  ...overrides,
});

describe('Alertas › Abrir caso', () => {
  const pages = [
    { path: ALERTS, page: ComplianceAlertsPage, title: 'Alertas' },
    { path: '/dashboard/cumplimiento/casos/:caseId', page: () => <p>Página del caso</p>, title: 'Caso' },
  ];

  it('opens a case from an alert with a title, and goes to it', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockEndpoint(screeningEndpoints.alerts, () => ({ rows: [alert()] })),
      mockEndpoint(caseEndpoints.open, async ({ request }) => {
        bodies.push(await request.json());
        return caseOf({ id: 12 });
      }),
    );
    renderPages(ALERTS, pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Abrir caso' }));
    const dialog = await screen.findByRole('dialog', { name: 'Abrir un caso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caso' }));
    expect(within(dialog).getByText('Escribe el título (al menos 3 caracteres).')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Título del caso'), 'Compras fraccionadas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abrir caso' }));
    expect(await screen.findByText('Página del caso')).toBeInTheDocument();
    expect(bodies).toEqual([{ alertId: 7, title: 'Compras fraccionadas' }]);
  });

  it('adds an alert to an open case of the same customer, and shows the refusal if it cannot', async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint(screeningEndpoints.alerts, () => ({ rows: [alert()] })),
      mockEndpoint(caseEndpoints.list, ({ request }) => {
        asked.push(new URL(request.url).search);
        return { rows: [summary()] };
      }),
      mockEndpoint(caseEndpoints.addAlert, () =>
        refuse('CASE_ALERT_IN_CASE', 'Esa alerta ya está en un caso.', 409),
      ),
    );
    renderPages(ALERTS, pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar a un caso abierto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar la alerta a un caso' });
    await userEvent.click(await within(dialog).findByText('CASO-00012 · Compras fraccionadas en noviembre'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(await within(dialog).findByText('Esa alerta ya está en un caso.')).toBeInTheDocument();
    expect(asked[0]).toBe('?status=abierto&customerId=3');
  });

  it('links an alert already in a case to it, and offers nothing on a discarded one', async () => {
    server.use(
      mockEndpoint(screeningEndpoints.alerts, () => ({
        rows: [alert({ status: 'confirmed', caseId: 12 }), alert({ id: 8, status: 'discarded' })],
      })),
    );
    renderPages(ALERTS, pages);
    expect(await screen.findByRole('link', { name: 'CASO-00012' })).toHaveAttribute(
      'href',
      '/dashboard/cumplimiento/casos/12',
    );
    expect(screen.queryByRole('button', { name: 'Abrir caso' })).not.toBeInTheDocument();
  });
});
