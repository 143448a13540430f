import {
  adminUserEndpoints,
  dataRequestEndpoints,
  STAFF_MODULES,
  type DataRequestDetail,
  type DataRequestSummary,
} from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import DataRequestPage from '@/app/routes/staff/data-request.tsx';
import DataRequestsPage from '@/app/routes/staff/data-requests.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
beforeEach(() => startSession(sessionFor('Administrador')));
afterEach(() => logout());

const LIST = '/dashboard/datos-personales';
const DETAIL = '/dashboard/datos-personales/:requestId';
const PAGES = [
  { path: LIST, page: DataRequestsPage, title: 'Solicitudes de datos personales' },
  { path: DETAIL, page: DataRequestPage, title: 'Solicitud de datos personales' },
];

const summary = (overrides: Partial<DataRequestSummary> = {}): DataRequestSummary => ({
  id: 12,
  code: 'ARCO-00012',
  kind: 'cancelacion',
  status: 'pendiente',
  customer: { id: 3, name: 'Rosa Elena Quispe Mamani', document: 'DNI 71990001' },
  filedAt: '2026-11-25T15:00:00.000Z',
  dueOn: '2026-12-11',
  businessDaysLeft: 2,
  overdue: false,
  ...overrides,
});

const detail = (overrides: Partial<DataRequestDetail> = {}): DataRequestDetail => ({
  ...summary(),
  text: 'Quiero que borren mis datos.',
  answer: null,
  startedBy: null,
  startedAt: null,
  answeredBy: null,
  answeredAt: null,
  cancellation: null,
  ...overrides,
});

describe('Datos personales › Solicitudes (docs/rules/personal-data.md#solicitudes-arco)', () => {
  it('lists the open requests with their deadline, marks the overdue ones, and filters by state', async () => {
    const statuses: string[] = [];
    server.use(
      mockEndpoint(dataRequestEndpoints.list, ({ request }) => {
        const status = new URL(request.url).searchParams.get('status') ?? '';
        statuses.push(status);
        return {
          rows:
            status === 'atendida'
              ? [summary({ id: 9, code: 'ARCO-00009', status: 'atendida' })]
              : [
                  summary(),
                  summary({
                    id: 13,
                    code: 'ARCO-00013',
                    kind: 'oposicion',
                    businessDaysLeft: -1,
                    overdue: true,
                  }),
                ],
        };
      }),
    );
    renderPages(LIST, PAGES);
    const first = (await screen.findByRole('link', { name: 'ARCO-00012' })).closest('li')!;
    expect(first).toHaveTextContent('Vence el 11/12/2026 · 2 días hábiles restantes');
    expect(first).toHaveTextContent('Cancelación');
    expect(first).toHaveTextContent('Rosa Elena Quispe Mamani');
    const late = screen.getByRole('link', { name: 'ARCO-00013' }).closest('li')!;
    expect(late).toHaveTextContent('Plazo vencido hace 1 día hábil');
    expect(statuses[0]).toBe('abiertas');
    await userEvent.click(screen.getByRole('button', { name: 'Atendidas' }));
    expect(await screen.findByRole('link', { name: 'ARCO-00009' })).toBeInTheDocument();
    expect(where()).toBe(`${LIST}?status=atendida`);
  });

  it('attending a cancellation asks for confirmation, then shows what was removed and what was kept', async () => {
    const answers: unknown[] = [];
    let current = detail();
    server.use(
      mockEndpoint(dataRequestEndpoints.detail, () => current),
      mockEndpoint(dataRequestEndpoints.answer, async ({ request }) => {
        const body = await request.json();
        answers.push(body);
        current = detail({
          status: 'atendida',
          answer: body.answer,
          answeredBy: 'Ana Admin',
          answeredAt: '2026-11-26T15:00:00.000Z',
          cancellation: {
            removed: ['Nombres y apellidos'],
            kept: [{ what: 'Registro de operaciones', reason: 'Ley 27693: se conserva 10 años.' }],
          },
        });
        return current;
      }),
    );
    renderPages('/dashboard/datos-personales/12', PAGES);
    expect(await screen.findByRole('heading', { name: 'Cancelación · ARCO-00012' })).toBeInTheDocument();
    expect(screen.getByText('Quiero que borren mis datos.')).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Respuesta al cliente' }),
      'Cancelamos tus datos.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(answers).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Sí, cancelar sus datos' }));
    expect(await screen.findByText('Se conservó, por obligación legal')).toBeInTheDocument();
    expect(answers).toEqual([{ outcome: 'atendida', answer: 'Cancelamos tus datos.' }]);
    const kept = screen.getByText('Registro de operaciones').closest('li')!;
    expect(within(kept).getByText(/Ley 27693/)).toBeInTheDocument();
    expect(screen.getByText('La solicitud ya fue respondida: no se puede cambiar.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
  });

  it('a viewer without edit reads the request but gets no form', async () => {
    startSession(sessionFor('Colaborador'));
    server.use(
      mockEndpoint(dataRequestEndpoints.detail, () => detail()),
      mockEndpoint(adminUserEndpoints.myPermissions, () => ({
        role: 'Colaborador',
        modules: STAFF_MODULES.map((module) => ({
          module,
          canView: module === 'datos-personales',
          canEdit: false,
        })),
      })),
    );
    renderPages('/dashboard/datos-personales/12', PAGES);
    expect(await screen.findByText('Quiero que borren mis datos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tomar solicitud' })).not.toBeInTheDocument();
  });
});
