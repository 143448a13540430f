import {
  approvalEndpoints,
  STAFF_MODULES,
  type ApprovalRequest,
  type RejectApprovalRequest,
} from '@cambix/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingApprovals } from '@/features/approvals';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { renderWithProviders } from '../../../../test/render-with-providers.tsx';
import { movement, renderCashOut } from '../test-cash-out.tsx';

const server = setupApiServer();
afterEach(() => logout());

const request = (id: number, patch: Partial<ApprovalRequest>): ApprovalRequest => ({
  id,
  kind: 'reversal',
  state: 'pending',
  module: 'egreso',
  summary: 'Reversión: Aporte de capital',
  amount: '8000.00',
  currency: 'PEN',
  accountLabel: 'BCP PEN ·8012',
  points: null,
  customerId: null,
  note: 'Registrado dos veces',
  createdBy: { id: 100, name: 'Carla Rojas' },
  createdAt: '2026-11-26T15:30:00.000Z',
  decidedBy: null,
  decidedAt: null,
  rejectionReason: null,
  ...patch,
});

const reversal = request(7, {});
const settlement = request(8, {
  kind: 'settlement',
  module: 'external-orders',
  summary: 'Liquidación a socio Agente Sur S.A.C.',
  amount: '1500.00',
  note: null,
});

const section = () => screen.findByRole('region', { name: 'Reversiones y liquidaciones por aprobar (2)' });

describe('Egreso: reversals and settlements waiting for a second person (issue 30)', () => {
  it('shows them beside the waiting movements and approves a reversal; the server’s refusal shows in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    let calls = 0;
    server.use(
      mockEndpoint(
        approvalEndpoints.approve,
        () => {
          calls += 1;
          return calls === 1
            ? refuse('APPROVAL_OWN_REQUEST', 'Otra persona debe aprobar o rechazar lo que solicitaste.', 409)
            : { ...reversal, state: 'approved' };
        },
        { params: { requestId: '7' } },
      ),
    );
    renderCashOut(server, { approvals: [reversal, settlement] });
    const items = within(await section()).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('S/ 8,000.00 · Reversión: Aporte de capital');
    expect(items[0]).toHaveTextContent('Pidió Carla Rojas el 26/11/2026 10:30');
    expect(items[1]).toHaveTextContent('S/ 1,500.00 · Liquidación a socio Agente Sur S.A.C.');

    await user.click(within(items[0]!).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar la reversión de S/ 8,000.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(
      await within(dialog).findByText('Otra persona debe aprobar o rechazar lo que solicitaste.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Solicitud aprobada y registrada')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('rejects with a reason; without edit on a request’s module its buttons do not show', async () => {
    const user = userEvent.setup({ delay: null });
    const reasons: RejectApprovalRequest[] = [];
    server.use(
      mockEndpoint(
        approvalEndpoints.reject,
        async ({ request: sent }) => {
          reasons.push(await sent.json());
          return { ...reversal, state: 'rejected' };
        },
        { params: { requestId: '7' } },
      ),
    );
    // A Colaborador with egreso edit and external-orders view only.
    renderCashOut(
      server,
      { approvals: [reversal, settlement] },
      {
        grants: {
          role: 'Colaborador',
          modules: STAFF_MODULES.map((module) => ({
            module,
            canView: ['egreso', 'external-orders'].includes(module),
            canEdit: module === 'egreso',
          })),
        },
      },
    );
    const [reversalItem, settlementItem] = within(await section()).getAllByRole('listitem');
    expect(within(settlementItem!).queryByRole('button', { name: 'Aprobar' })).toBeNull();
    await user.click(within(reversalItem!).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la reversión de S/ 8,000.00' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'No corresponde');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Solicitud rechazada')).toBeInTheDocument();
    expect(reasons).toEqual([{ reason: 'No corresponde' }]);
  });
});

describe('a waiting manual movement is a request too (decision 148)', () => {
  const waitingMovement = movement(31, { state: 'pending', amount: '1500.00', entryIds: [] });
  const movementRequest = request(9, {
    kind: 'manual-movement',
    summary: 'Egreso: Pago a proveedor',
    amount: '1500.00',
    note: null,
  });

  it('Egreso shows it once, among the waiting movements, not again among the other requests', async () => {
    renderCashOut(server, { rows: [waitingMovement], approvals: [reversal, movementRequest] });
    const requests = await screen.findByRole('region', {
      name: 'Reversiones y liquidaciones por aprobar (1)',
    });
    expect(within(requests).getAllByRole('listitem')).toHaveLength(1);
    expect(requests).not.toHaveTextContent('Egreso: Pago a proveedor');
    const movements = await screen.findByRole('region', { name: 'Pendientes de aprobación (1)' });
    expect(within(movements).getAllByRole('listitem')).toHaveLength(1);
    expect(movements).toHaveTextContent('S/ 1,500.00');
  });

  it('listed with the other requests it reads as a movimiento manual, and is decided as one', async () => {
    const user = userEvent.setup({ delay: null });
    server.use(
      mockEndpoint(approvalEndpoints.approve, () => ({ ...movementRequest, state: 'approved' }), {
        params: { requestId: '9' },
      }),
    );
    const done: string[] = [];
    renderWithProviders(
      <PendingApprovals
        of="money"
        rows={[movementRequest]}
        canDecide={() => true}
        onDone={(message) => done.push(message)}
      />,
    );
    const [item] = screen.getAllByRole('listitem');
    expect(item).toHaveTextContent('S/ 1,500.00 · Egreso: Pago a proveedor');
    await user.click(within(item!).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar el movimiento de S/ 1,500.00?' });
    expect(dialog).toHaveTextContent('Se registrará ahora en el libro de caja, a tu nombre como aprobador.');
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    await vi.waitFor(() => expect(done).toEqual(['Solicitud aprobada y registrada']));
  });
});
