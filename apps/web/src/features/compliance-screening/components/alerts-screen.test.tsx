import { screeningEndpoints, type ComplianceAlert } from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComplianceAlertsPage from '@/app/routes/staff/compliance-alerts.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const PATH = '/dashboard/cumplimiento/alertas';
const renderAt = (url = PATH) =>
  renderPages(url, [{ path: PATH, page: ComplianceAlertsPage, title: 'Alertas' }]);

const alert = (overrides: Partial<ComplianceAlert> = {}): ComplianceAlert => ({
  id: 7,
  kind: 'screening',
  status: 'open',
  holds: true,
  score: '0.9130',
  customer: { id: 3, name: 'Sebastián Marroquín Tello', document: 'DNI 71990001' },
  facts: {
    list: 'onu',
    listedName: 'SEBASTIÁN AURELIO MARROQUÍN TELLO',
    reference: '9900001',
    listDetails: { referencia: 'XXi.001', nacionalidad: 'Perú' },
    threshold: '0.85',
    cause: 'registration',
    documentMatch: false,
  },
  createdAt: '2026-12-02T14:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...overrides,
});

describe('Cumplimiento › Alertas (docs/rules/compliance.md#alerts)', () => {
  it('shows who matched whom, the score and why, and discards with a reason', async () => {
    const statuses: string[] = [];
    const reasons: unknown[] = [];
    server.use(
      mockEndpoint(screeningEndpoints.alerts, ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status') ?? '');
        return { rows: reasons.length > 0 ? [] : [alert()] };
      }),
      mockEndpoint(screeningEndpoints.discard, async ({ request }) => {
        reasons.push(await request.json());
        return alert({ status: 'discarded', decisionReason: 'Homónimo' });
      }),
    );
    renderAt();
    expect(await screen.findByText('Sebastián Marroquín Tello')).toBeInTheDocument();
    expect(screen.getByText('SEBASTIÁN AURELIO MARROQUÍN TELLO')).toBeInTheDocument();
    expect(screen.getByText(/Ref\. 9900001 · Referencia: XXi\.001 · Nacionalidad: Perú/)).toBeInTheDocument();
    expect(
      screen.getByText(/Similitud 0\.9130 \(umbral 0\.85\), revisado al registrarse\./),
    ).toBeInTheDocument();
    expect(screen.getByText('Cliente retenido')).toBeInTheDocument();
    expect(statuses[0]).toBe('open');

    await userEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar la alerta' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(within(dialog).getByText('Escribe el motivo (al menos 3 caracteres).')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Homónimo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(
      await screen.findByText('Alerta descartada. El cliente puede volver a operar.'),
    ).toBeInTheDocument();
    expect(reasons).toEqual([{ reason: 'Homónimo' }]);
  });

  it('keeps its status in the address: a link opens the confirmed ones, Todas writes itself', async () => {
    const statuses: string[] = [];
    server.use(
      mockEndpoint(screeningEndpoints.alerts, ({ request }) => {
        statuses.push(new URL(request.url).searchParams.get('status') ?? '');
        return { rows: [alert({ status: 'confirmed' })] };
      }),
    );
    renderAt(`${PATH}?status=confirmed`);
    expect(await screen.findByText('Sebastián Marroquín Tello')).toBeInTheDocument();
    expect(statuses).toEqual(['confirmed']);
    await userEvent.click(screen.getByRole('button', { name: 'Todas' }));
    expect(where()).toBe(`${PATH}?status=all`);
    expect(statuses.at(-1)).toBe('all');
  });

  it('keeps the dialog open with the refusal when another officer decided first', async () => {
    server.use(
      mockEndpoint(screeningEndpoints.alerts, () => ({ rows: [alert()] })),
      mockEndpoint(screeningEndpoints.confirm, () =>
        refuse('SCREENING_ALERT_DECIDED', 'Esa alerta ya fue resuelta por otra persona.', 409),
      ),
    );
    renderAt();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirmar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar la coincidencia' });
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Mismo pasaporte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText('Esa alerta ya fue resuelta por otra persona.'),
    ).toBeInTheDocument();
  });
});
