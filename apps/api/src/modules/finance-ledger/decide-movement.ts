import type { ManualMovement } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { manualMovements } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertSecondPerson } from '../four-eyes/index.ts';
import { readManualMovement, type MovementRow } from './movement-view.ts';
import { movementAuditView } from './save-manual-movement.ts';
import { writeMovementRows } from './write-movement-rows.ts';

/**
 * A pending movement, locked: what a second person approves or rejects
 * (docs/rules/finance-reports.md#four-eyes). Its author can do neither, nor anyone without egreso edit.
 */
async function lockPending(tx: Tx, movementId: number, staff: Principal): Promise<MovementRow> {
  const [movement] = await tx
    .select()
    .from(manualMovements)
    .where(eq(manualMovements.id, movementId))
    .for('update');
  if (!movement) throw new AppError('MOVEMENT_NOT_FOUND');
  if (movement.state !== 'pending') throw new AppError('MOVEMENT_NOT_PENDING');
  await assertSecondPerson(
    tx,
    staff,
    { authorId: movement.createdBy, module: 'egreso' },
    'MOVEMENT_OWN_APPROVAL',
  );
  return movement;
}

/** Four-eyes approval: the movement's rows are written now, dated as its author asked. */
export async function approveMovement(
  ctx: AppContext,
  staff: Principal,
  movementId: number,
): Promise<ManualMovement> {
  const staffId = staff.userId;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const pending = await lockPending(tx, movementId, staff);
    const [movement] = await tx
      .update(manualMovements)
      .set({ state: 'recorded', decidedBy: staffId, decidedAt: now })
      .where(eq(manualMovements.id, movementId))
      .returning();
    if (!movement) throw new Error(`manual movement ${movementId} vanished`);
    const rows = await writeMovementRows(tx, movement, staffId, now, true);
    await recordAudit(tx, {
      actorId: staffId,
      action: 'ledger.movement-approved',
      targetType: 'manual-movement',
      targetId: movementId,
      before: movementAuditView(pending, []),
      after: movementAuditView(
        movement,
        rows.map((row) => row.id),
      ),
    });
  });
  return readManualMovement(ctx.db, movementId);
}

/** Four-eyes rejection: nothing reaches the ledger; the reason stays with the movement. */
export async function rejectMovement(
  ctx: AppContext,
  staff: Principal,
  movementId: number,
  reason: string,
): Promise<ManualMovement> {
  const staffId = staff.userId;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockPending(tx, movementId, staff);
    await tx
      .update(manualMovements)
      .set({ state: 'rejected', decidedBy: staffId, decidedAt: now, rejectionReason: reason })
      .where(eq(manualMovements.id, movementId));
    await recordAudit(tx, {
      actorId: staffId,
      action: 'ledger.movement-rejected',
      targetType: 'manual-movement',
      targetId: movementId,
      note: reason,
    });
  });
  return readManualMovement(ctx.db, movementId);
}
