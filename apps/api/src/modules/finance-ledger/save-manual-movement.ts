import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { manualMovements } from '../../platform/db/schema/index.ts';
import type { MovementRow } from './movement-view.ts';
import type { LedgerEntry } from './record-ledger-entry.ts';
import { writeMovementRows } from './write-movement-rows.ts';

export type NewManualMovement = Omit<
  typeof manualMovements.$inferInsert,
  'id' | 'createdAt' | 'decidedBy' | 'decidedAt' | 'rejectionReason'
>;

/** What the audit keeps of a movement. */
export function movementAuditView(movement: MovementRow, entryIds: readonly number[]) {
  return {
    type: movement.type,
    state: movement.state,
    accountId: movement.cambixAccountId,
    toAccountId: movement.toAccountId,
    concept: movement.concept,
    amount: movement.amount,
    operatedOn: movement.operatedOn,
    note: movement.note,
    operationNumber: movement.operationNumber,
    attachment: movement.attachmentKey !== null,
    entryIds,
  };
}

/**
 * Saves a checked manual movement in the caller's transaction, audited as its author's: a recorded one
 * with its ledger rows, a pending one (four-eyes) with none (docs/rules/finance-reports.md#manual-movements).
 */
export async function saveManualMovement(
  tx: Tx,
  input: NewManualMovement,
  now: Date,
): Promise<{ movement: MovementRow; rows: LedgerEntry[] }> {
  const [movement] = await tx
    .insert(manualMovements)
    .values({ ...input, createdAt: now })
    .returning();
  if (!movement) throw new Error('manual movement not inserted');
  const rows =
    movement.state === 'recorded' ? await writeMovementRows(tx, movement, input.createdBy, now) : [];
  await recordAudit(tx, {
    actorId: input.createdBy,
    action: 'ledger.manual-movement',
    targetType: 'manual-movement',
    targetId: movement.id,
    after: movementAuditView(
      movement,
      rows.map((row) => row.id),
    ),
  });
  return { movement, rows };
}
