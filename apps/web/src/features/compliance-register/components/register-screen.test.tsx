import {
  adminUserEndpoints,
  complianceRegisterEndpoints,
  STAFF_MODULES,
  type MyPermissions,
  type RegisterCorrectionInput,
  type RegisterPage,
  type RegisterRow,
  type StaffModule,
} from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import ComplianceRegisterPage from '@/app/routes/staff/compliance-register.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
afterEach(() => logout());

const party = {
  documentType: 'DNI',
  documentNumber: '74281635',
  names: 'Jorge Enrique Paredes Lozano',
  nationality: 'Peruana',
  occupation: 'Contador',
  address: 'Av. España 1450',
  isPep: false,
};
const ROW: RegisterRow = {
  id: 7,
  reason: 'single',
  month: '2026-12',
  operatedAt: '2026-12-02T14:18:00.000Z',
  orderCode: 'JCDKCSDR',
  type: 'cambio de saldo',
  sendAmount: '19500.00',
  sendCurrency: 'PEN',
  receiveAmount: '19398.75',
  receiveCurrency: 'PEN',
  rate: '3.7550',
  usdEquivalent: '5193.07',
  fundsOrigin: 'otro',
  fundsOriginDetail: 'Venta de un vehículo',
  declarationSignature: 'Jorge Enrique Paredes Lozano',
  declarationSignedAt: '2026-12-02T13:00:00.000Z',
  channel: 'web',
  partnerName: null,
  ejecutante: party,
  ordenante: party,
  beneficiario: { ...party, names: 'Jorge Paredes' },
  correctsId: null,
  correctedByName: null,
  correctionReason: null,
  correctedById: null,
  createdAt: '2026-12-02T14:18:00.000Z',
};

function permissions(grants: Partial<Record<StaffModule, 'view' | 'edit'>>): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: grants[module] !== undefined,
      canEdit: grants[module] === 'edit',
    })),
  };
}

function serve(access: 'view' | 'edit') {
  const months: string[] = [];
  const corrections: RegisterCorrectionInput[] = [];
  server.use(
    mockEndpoint(adminUserEndpoints.myPermissions, () => permissions({ cumplimiento: access })),
    mockEndpoint(complianceRegisterEndpoints.list, ({ request }): RegisterPage => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      months.push(month);
      return { month, rows: month === '2026-12' ? [ROW] : [] };
    }),
    mockEndpoint(complianceRegisterEndpoints.correct, async ({ request }) => {
      corrections.push((await request.json()) as RegisterCorrectionInput);
      return { ...ROW, id: 8, correctsId: 7 };
    }),
  );
  return { months, corrections };
}

const PATH = '/dashboard/cumplimiento/registro';
const renderAt = (url: string) =>
  renderPages(url, [{ path: PATH, page: ComplianceRegisterPage, title: 'Registro de operaciones' }]);

describe('Registro de operaciones (docs/rules/compliance.md#the-register)', () => {
  beforeEach(() => startSession(sessionFor('Colaborador')));

  it('shows the month’s rows with the operation and its three parties, and the three exports', async () => {
    const { months } = serve('view');
    renderAt(`${PATH}?mes=2026-12`);
    const row = await screen.findByRole('article', { name: 'Fila 7' });
    expect(months).toEqual(['2026-12']);
    expect(within(row).getByText('JCDKCSDR')).toBeInTheDocument();
    expect(within(row).getByText('S/ 3.755')).toBeInTheDocument();
    expect(within(row).getByText('Otro: Venta de un vehículo')).toBeInTheDocument();
    for (const title of ['Ejecutante', 'Ordenante', 'Beneficiario']) {
      expect(within(row).getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(within(row).getByText('Jorge Paredes')).toBeInTheDocument();
    const exports = screen.getByRole('group', { name: 'Exportar el mes' });
    expect(
      within(exports)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CSV', 'Excel', 'Ancho fijo']);
    // View only: no correction.
    expect(within(row).queryByRole('button', { name: 'Corregir' })).not.toBeInTheDocument();
  });

  it('says so when the month has no rows', async () => {
    serve('view');
    renderAt(`${PATH}?mes=2026-11`);
    expect(await screen.findByText('Ninguna operación de este mes entró al registro.')).toBeInTheDocument();
  });

  it('with edit, corrects a party as a new row with the reason', async () => {
    const { corrections } = serve('edit');
    renderAt(`${PATH}?mes=2026-12`);
    const row = await screen.findByRole('article', { name: 'Fila 7' });
    await userEvent.click(within(row).getByRole('button', { name: 'Corregir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Corregir la fila 7' });
    const names = within(dialog).getByLabelText('Nombres y apellidos');
    await userEvent.clear(names);
    await userEvent.type(names, 'Jorge E. Paredes Lozano');
    await userEvent.type(within(dialog).getByLabelText('Motivo de la corrección'), 'Nombre mal escrito.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar corrección' }));
    expect(await screen.findByText('Corrección registrada.')).toBeInTheDocument();
    expect(corrections).toEqual([
      {
        party: 'ordenante',
        values: { ...party, names: 'Jorge E. Paredes Lozano' },
        reason: 'Nombre mal escrito.',
      },
    ]);
  });
});
