import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { manualMovements } from '../../platform/db/schema/index.ts';
import type { MovementRow } from './movement-view.ts';
import { movementAuditView, type MovementPayload } from './save-manual-movement.ts';
import { writeMovementRows } from './write-movement-rows.ts';

/** Who decided a movement's request: the second person, and the request they decided. */
export interface MovementDecider {
  id: number;
  approvalId: number;
}

/** The movement's decision on its row, which Egreso shows; the request it waited as is already decided. */
async function markDecided(
  tx: Tx,
  movementId: number,
  changes: Pick<MovementRow, 'state' | 'decidedBy' | 'decidedAt' | 'rejectionReason'>,
): Promise<MovementRow> {
  const [movement] = await tx
    .update(manualMovements)
    .set(changes)
    .where(eq(manualMovements.id, movementId))
    .returning();
  // Stryker disable next-line all: the request names its movement (a foreign key)
  if (!movement) throw new Error(`manual movement ${movementId} vanished`);
  return movement;
}

/**
 * A second person approved a waiting manual movement (decision 148): its rows are written now, as the
 * approver's and dated as its author asked, so they never count toward anyone's four-eyes daily total.
 */
export async function carryOutMovement(
  tx: Tx,
  payload: MovementPayload,
  approver: MovementDecider,
  now: Date,
): Promise<void> {
  const movement = await markDecided(tx, payload.movementId, {
    state: 'recorded',
    decidedBy: approver.id,
    decidedAt: now,
    rejectionReason: null,
  });
  const rows = await writeMovementRows(tx, movement, approver.id, now, true);
  await recordAudit(tx, {
    actorId: approver.id,
    action: 'ledger.movement-approved',
    targetType: 'manual-movement',
    targetId: movement.id,
    before: movementAuditView({ ...movement, state: 'pending' }, []),
    after: {
      ...movementAuditView(
        movement,
        rows.map((row) => row.id),
      ),
      approvalId: approver.approvalId,
    },
  });
}

/** A second person rejected a waiting manual movement: nothing reaches the ledger; the reason stays with it. */
export async function rejectWaitingMovement(
  tx: Tx,
  payload: MovementPayload,
  decider: MovementDecider,
  reason: string,
  now: Date,
): Promise<void> {
  await markDecided(tx, payload.movementId, {
    state: 'rejected',
    decidedBy: decider.id,
    decidedAt: now,
    rejectionReason: reason,
  });
  await recordAudit(tx, {
    actorId: decider.id,
    action: 'ledger.movement-rejected',
    targetType: 'manual-movement',
    targetId: payload.movementId,
    after: { state: 'rejected', approvalId: decider.approvalId },
    note: reason,
  });
}
