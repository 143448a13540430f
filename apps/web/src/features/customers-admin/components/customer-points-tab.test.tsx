import {
  adminUserEndpoints,
  approvalEndpoints,
  pointsAdminEndpoints,
  STAFF_MODULES,
  type CustomerDetail,
  type ApprovalRequest,
  type CustomerPoints,
  type MyPermissions,
  type PointsAdjustmentRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import CustomerDetailPage from '@/app/routes/staff/customer-detail.tsx';
import { logout, startSession } from '@/features/auth';
import { sessionFor } from '../../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderPages, where } from '../../../../test/render-pages.tsx';

const server = setupApiServer();
afterEach(() => logout());

const CUSTOMER: CustomerDetail = {
  id: 42,
  tipo_documento: 'DNI',
  dni: '41234567',
  nombres: 'Ana',
  apellido_paterno: 'Quispe',
  apellido_materno: 'Rojas',
  email: 'ana@correo.pe',
  celular: '987654321',
  accountStatus: 'ACTIVO',
  statusReason: null,
  reviewedAt: null,
  reviewedBy: null,
  kycStep: 0,
  birthDate: null,
  gender: null,
  ubigeo: null,
  direccion: null,
  ocupacion: null,
  nacionalidad: 'PE',
  isPep: false,
  pepDetail: null,
  commissionPercent: null,
  effectiveCommission: '4.50',
  monthlyLimit: null,
  isPremium: false,
  isSpecial: false,
  referredByCode: null,
  referralCode: 'ANA2026',
  registeredAt: '2026-11-01T15:00:00.000Z',
  profileUpdatedAt: null,
  termsAcceptedAt: null,
  fees: { commissionOptions: ['4.50'], defaultCommission: '4.50' },
};

const POINTS: CustomerPoints = {
  balance: 70,
  history: [
    {
      id: 3,
      points: -30,
      kind: 'adjust',
      orderCode: null,
      orderId: null,
      note: 'Corrección de puntos duplicados',
      at: '2026-11-10T02:05:00.000Z',
      actor: 'Marta Díaz',
    },
    {
      id: 2,
      points: 50,
      kind: 'referral',
      orderCode: 'ORD00901',
      orderId: 901,
      note: null,
      at: '2026-11-06T03:20:00.000Z',
      actor: null,
    },
    {
      id: 1,
      points: 50,
      kind: 'earn',
      orderCode: 'ORD00800',
      orderId: 800,
      note: null,
      at: '2026-11-03T15:00:00.000Z',
      actor: null,
    },
  ],
};

function usersGrants(canEdit: boolean): MyPermissions {
  return {
    role: 'Colaborador',
    modules: STAFF_MODULES.map((module) => ({
      module,
      canView: module === 'users',
      canEdit: module === 'users' && canEdit,
    })),
  };
}

const waitingAdjustment = (id: number, patch: Partial<ApprovalRequest> = {}): ApprovalRequest => ({
  id,
  kind: 'points',
  state: 'pending',
  module: 'users',
  summary: 'Ajuste de puntos: Ana Quispe',
  amount: null,
  currency: null,
  accountLabel: null,
  points: 1500,
  customerId: 42,
  note: 'Campaña de bienvenida',
  createdBy: { id: 7, name: 'Carla Rojas' },
  createdAt: '2026-11-26T15:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  ...patch,
});

function serve(
  adjust?: (body: PointsAdjustmentRequest) => CustomerPoints | ReturnType<typeof refuse>,
  waiting: ApprovalRequest[] = [],
) {
  const bodies: PointsAdjustmentRequest[] = [];
  server.use(
    mockEndpoint(approvalEndpoints.pending, () => ({ rows: waiting })),
    mockEndpoint(adminUserEndpoints.customer, () => CUSTOMER, { params: { userId: '42' } }),
    mockEndpoint(pointsAdminEndpoints.get, () => POINTS, { params: { userId: '42' } }),
    mockEndpoint(adminUserEndpoints.customerHistory, () => [], { params: { userId: '42' } }),
    mockEndpoint(
      pointsAdminEndpoints.adjust,
      async ({ request }) => {
        const body = await request.json();
        bodies.push(body);
        const answer = adjust ? adjust(body) : POINTS;
        return 'balance' in answer ? { ...answer, pendingApprovalId: null } : answer;
      },
      { params: { userId: '42' } },
    ),
  );
  return bodies;
}

const renderAt = (url: string) =>
  renderPages(url, [
    { path: '/dashboard/user/:userId', page: CustomerDetailPage, title: 'Detalle del cliente' },
  ]);

describe('customer file, tab Puntos (issue 16)', () => {
  it('shows the balance and each movement: Lima date, kind in Spanish, signed points, order link, note, who', async () => {
    startSession(sessionFor('Administrador'));
    serve();
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/user/42');
    await user.click(await screen.findByRole('tab', { name: 'Puntos' }));
    expect(where()).toBe('/dashboard/user/42?tab=puntos');
    expect(await screen.findByText('70 puntos')).toBeInTheDocument();

    const ledger = screen.getByRole('table', { name: 'Movimientos' });
    const adjust = within(ledger).getByRole('row', { name: /Ajuste/ });
    expect(within(adjust).getByText('09/11/2026 21:05')).toBeInTheDocument();
    expect(within(adjust).getByText('-30')).toBeInTheDocument();
    expect(within(adjust).getByText('Corrección de puntos duplicados')).toBeInTheDocument();
    expect(within(adjust).getByText('Marta Díaz')).toBeInTheDocument();

    const referral = within(ledger).getByRole('row', { name: /Referido/ });
    expect(within(referral).getByText('+50')).toBeInTheDocument();
    expect(within(referral).getByRole('link', { name: 'ORD00901' })).toHaveAttribute(
      'href',
      '/dashboard/orden/901',
    );
    expect(within(referral).getByText('Sistema')).toBeInTheDocument();
    expect(within(ledger).getByRole('row', { name: /Compra/ })).toBeInTheDocument();
  });

  it('checks the adjustment with the contract before sending it', async () => {
    startSession(sessionFor('Administrador'));
    const bodies = serve();
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/user/42?tab=puntos');
    const submit = await screen.findByRole('button', { name: 'Registrar ajuste' });
    await user.click(submit);
    expect(await screen.findByText('Ingresa los puntos como número entero.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el motivo del ajuste (al menos 5 caracteres).')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Puntos/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /^Motivo/ }), 'Bono');
    await user.click(submit);
    expect(await screen.findByText('El ajuste no puede ser cero.')).toBeInTheDocument();
    expect(screen.getByText('Escribe el motivo del ajuste (al menos 5 caracteres).')).toBeInTheDocument();

    const points = screen.getByRole('textbox', { name: /^Puntos/ });
    await user.clear(points);
    await user.type(points, '12.5');
    await user.click(submit);
    expect(await screen.findByText('Ingresa los puntos como número entero.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('sends plus or minus points with the reason and shows the new balance', async () => {
    startSession(sessionFor('Administrador'));
    const bodies = serve((body) => ({
      balance: POINTS.balance + body.points,
      history: [
        {
          id: 4,
          points: body.points,
          kind: 'adjust',
          orderCode: null,
          orderId: null,
          note: body.reason,
          at: '2026-11-20T17:00:00.000Z',
          actor: 'Administrador Cambix',
        },
        ...POINTS.history,
      ],
    }));
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/user/42?tab=puntos');
    await user.type(await screen.findByRole('textbox', { name: /^Puntos/ }), '-20');
    await user.type(screen.getByRole('textbox', { name: /^Motivo/ }), '  Canje manual en tienda  ');
    await user.click(screen.getByRole('button', { name: 'Registrar ajuste' }));
    expect(await screen.findByText('50 puntos')).toBeInTheDocument();
    expect(bodies).toEqual([{ points: -20, reason: 'Canje manual en tienda' }]);
    expect(screen.getByText('Ajuste de -20 puntos registrado. Saldo: 50.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Puntos/ })).toHaveValue('');
    expect(
      within(screen.getByRole('table', { name: 'Movimientos' })).getByText('Canje manual en tienda'),
    ).toBeInTheDocument();
  });

  it('shows the server’s POINTS_BELOW_ZERO message under the points and keeps what was typed', async () => {
    startSession(sessionFor('Administrador'));
    serve(() => refuse('POINTS_BELOW_ZERO', 'El ajuste dejaría el saldo de puntos por debajo de cero.', 409));
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/user/42?tab=puntos');
    await user.type(await screen.findByRole('textbox', { name: /^Puntos/ }), '-500');
    await user.type(screen.getByRole('textbox', { name: /^Motivo/ }), 'Retiro de puntos');
    await user.click(screen.getByRole('button', { name: 'Registrar ajuste' }));
    expect(
      await screen.findByText('El ajuste dejaría el saldo de puntos por debajo de cero.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Puntos/ })).toHaveValue('-500');
    expect(screen.getByRole('textbox', { name: /^Motivo/ })).toHaveValue('Retiro de puntos');
    expect(screen.getByText('70 puntos')).toBeInTheDocument();
  });

  it('shows the ledger but no adjustment to a Colaborador who may only view customers', async () => {
    startSession(sessionFor('Colaborador'));
    let permissionCalls = 0;
    server.use(
      mockEndpoint(adminUserEndpoints.myPermissions, () => {
        permissionCalls += 1;
        return usersGrants(false);
      }),
    );
    serve();
    renderAt('/dashboard/user/42?tab=puntos');
    expect(await screen.findByText('70 puntos')).toBeInTheDocument();
    await waitFor(() => expect(permissionCalls).toBe(1));
    expect(screen.getByRole('table', { name: 'Movimientos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Registrar ajuste' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Motivo/ })).toBeNull();
  });

  it('lists this customer’s adjustments waiting for a second person, and approves one; the server’s refusal stays in the dialog', async () => {
    startSession(sessionFor('Administrador'));
    const other = waitingAdjustment(8, { customerId: 43, points: 2000 });
    const reversal = waitingAdjustment(9, { kind: 'reversal', module: 'egreso', customerId: null });
    serve(undefined, [waitingAdjustment(7), other, reversal]);
    let calls = 0;
    server.use(
      mockEndpoint(
        approvalEndpoints.approve,
        () => {
          calls += 1;
          return calls === 1
            ? refuse('APPROVAL_OWN_REQUEST', 'Otra persona debe aprobar o rechazar lo que solicitaste.', 409)
            : waitingAdjustment(7, { state: 'approved' });
        },
        { params: { requestId: '7' } },
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderAt('/dashboard/user/42?tab=puntos');
    const section = await screen.findByRole('region', { name: 'Ajustes de puntos por aprobar (1)' });
    const item = within(section).getByRole('listitem', { name: 'Ajuste de puntos +1500 puntos' });
    expect(within(item).getByText('Campaña de bienvenida')).toBeInTheDocument();
    expect(within(item).getByText('Pidió Carla Rojas el 26/11/2026 10:30')).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar el ajuste de +1500 puntos?' });
    expect(within(dialog).getByText(/se aplicará ahora al saldo del cliente/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(
      await within(dialog).findByText('Otra persona debe aprobar o rechazar lo que solicitaste.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud aprobada y registrada')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('shows what waits to a Colaborador who may only view customers, without Aprobar or Rechazar', async () => {
    startSession(sessionFor('Colaborador'));
    server.use(mockEndpoint(adminUserEndpoints.myPermissions, () => usersGrants(false)));
    serve(undefined, [waitingAdjustment(7)]);
    renderAt('/dashboard/user/42?tab=puntos');
    const section = await screen.findByRole('region', { name: 'Ajustes de puntos por aprobar (1)' });
    expect(
      within(section).getByRole('listitem', { name: 'Ajuste de puntos +1500 puntos' }),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });
});
