import {
  manualMovementEndpoints,
  type RejectMovementRequest,
  type ReverseEntryRequest,
} from '@cambix/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { logout } from '@/features/auth';
import { mockEndpoint, refuse } from '../../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../../test/msw.ts';
import { movement, renderCashOut, transferRef } from '../test-cash-out.tsx';

const server = setupApiServer();
afterEach(() => logout());

const pendingTransfer = movement(11, {
  type: 'transfer',
  state: 'pending',
  account: transferRef.from,
  toAccount: transferRef.to,
  concept: 'Transferencia entre cuentas',
  amount: '8000.00',
  hasAttachment: true,
  createdBy: { id: 100, name: 'Carla Rojas' },
  entryIds: [],
});
const recordedEgreso = movement(10, { note: 'Factura F001-88' });
const rejected = movement(9, { state: 'rejected', rejectionReason: 'Sin sustento', entryIds: [] });
const reversedEgreso = movement(8, { concept: 'ITF', reversed: true });

const pendingSection = () => screen.getByRole('region', { name: 'Pendientes de aprobación (1)' });

describe('Egreso: pending approvals, the list and reversals (issue 17)', () => {
  it('lists pending movements; the server refuses approving your own and its message shows in the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    let approvals = 0;
    server.use(
      mockEndpoint(
        manualMovementEndpoints.approve,
        () => {
          approvals += 1;
          return approvals === 1
            ? refuse(
                'MOVEMENT_OWN_APPROVAL',
                'Otra persona debe aprobar o rechazar el movimiento que registraste.',
                403,
              )
            : { ...pendingTransfer, state: 'recorded', entryIds: [31, 32] };
        },
        { params: { movementId: '11' } },
      ),
    );
    renderCashOut(server, { rows: [pendingTransfer, recordedEgreso] });
    const item = await within(
      await screen.findByRole('region', { name: 'Pendientes de aprobación (1)' }),
    ).findByRole('listitem');
    expect(item).toHaveTextContent('S/ 8,000.00 · Transferencia entre cuentas');
    expect(item).toHaveTextContent('BCP S/ ···8012 → Interbank S/ ···5550 · 26/11/2026');
    expect(item).toHaveTextContent('Registró Carla Rojas el 26/11/2026 10:30');
    expect(within(item).getByRole('button', { name: 'Ver sustento' })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Aprobar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Aprobar el movimiento de S/ 8,000.00?' });
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(
      await within(dialog).findByText('Otra persona debe aprobar o rechazar el movimiento que registraste.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByText('Movimiento aprobado')).toBeInTheDocument();
    expect(approvals).toBe(2);
  });

  it('rejects with a reason checked as the contract checks it', async () => {
    const user = userEvent.setup({ delay: null });
    const reasons: RejectMovementRequest[] = [];
    server.use(
      mockEndpoint(manualMovementEndpoints.reject, async ({ request }) => {
        reasons.push(await request.json());
        return { ...pendingTransfer, state: 'rejected', rejectionReason: 'Monto equivocado' };
      }),
    );
    renderCashOut(server, { rows: [pendingTransfer] });
    await screen.findByRole('region', { name: 'Pendientes de aprobación (1)' });
    await user.click(within(pendingSection()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar el movimiento de S/ 8,000.00' });
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await within(dialog).findByText('Escribe el motivo (al menos 3 caracteres).')).toBeInTheDocument();
    expect(reasons).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '  Monto equivocado ');
    await user.click(within(dialog).getByRole('button', { name: 'Rechazar' }));
    expect(await screen.findByText('Movimiento rechazado')).toBeInTheDocument();
    expect(reasons).toEqual([{ reason: 'Monto equivocado' }]);
  });

  it('shows the latest movements with their state and reverses a recorded one through its first entry', async () => {
    const user = userEvent.setup({ delay: null });
    const reversals: { entryId: string; body: ReverseEntryRequest }[] = [];
    server.use(
      mockEndpoint(manualMovementEndpoints.reverse, async ({ request, params }) => {
        reversals.push({ entryId: params.entryId, body: await request.json() });
        return reversals.length === 1
          ? refuse('LEDGER_ALREADY_REVERSED', 'Este movimiento ya fue revertido.', 409)
          : { reversals: [], pendingApprovalId: null };
      }),
    );
    const { listQueries } = renderCashOut(server, {
      rows: [pendingTransfer, recordedEgreso, rejected, reversedEgreso],
    });
    const table = await screen.findByRole('table', { name: 'Movimientos manuales' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Pendiente');
    expect(rows[1]).toHaveTextContent(
      '26/11/2026EgresoBCP S/ ···8012Pago a proveedorFactura F001-88S/ 1,200.00Registrado',
    );
    expect(rows[2]).toHaveTextContent('RechazadoMotivo: Sin sustento');
    expect(within(rows[0]!).queryByRole('button', { name: 'Revertir' })).toBeNull();
    expect(within(rows[2]!).queryByRole('button', { name: 'Revertir' })).toBeNull();
    // A reversed movement says so and cannot be reversed again.
    expect(rows[3]).toHaveTextContent('Revertido');
    expect(within(rows[3]!).queryByRole('button', { name: 'Revertir' })).toBeNull();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Revertir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revertir el movimiento de S/ 1,200.00' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Registrado dos veces');
    await user.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    expect(await within(dialog).findByText('Este movimiento ya fue revertido.')).toBeInTheDocument();
    const before = listQueries.length;
    await user.click(within(dialog).getByRole('button', { name: 'Revertir' }));
    expect(await screen.findByText('Movimiento revertido')).toBeInTheDocument();
    expect(reversals.map((reversal) => reversal.entryId)).toEqual(['910', '910']);
    expect(reversals[1]!.body).toEqual({ reason: 'Registrado dos veces' });
    await waitFor(() => expect(listQueries.length).toBeGreaterThan(before));
  });

  it('links to Balance and Movimientos; without egreso edit shows the lists but no form and no actions', async () => {
    renderCashOut(server, { rows: [pendingTransfer, recordedEgreso] }, { canEdit: false });
    expect(await screen.findByRole('table', { name: 'Movimientos manuales' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Balance' })).toHaveAttribute('href', '/dashboard/nuevo-balance');
    expect(screen.getByRole('link', { name: 'Movimientos' })).toHaveAttribute('href', '/dashboard/flujo');
    expect(
      screen.getByText('Solo lectura: tu perfil puede ver los movimientos manuales, pero no registrarlos.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pendientes de aprobación (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Registrar movimiento' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aprobar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rechazar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revertir' })).toBeNull();
  });
});
