import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { cambixAccounts, manualMovements } from '../../platform/db/schema/index.ts';
import { requestApproval } from '../four-eyes/index.ts';
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

/** What a manual movement's approval request keeps for its approver (decision 148). */
export interface MovementPayload {
  movementId: number;
  note: string | null;
}

/** What Egreso's list of requests reads: a transfer's concept says what it is; an egreso's is prefixed. */
export const movementSummary = (movement: Pick<MovementRow, 'type' | 'concept'>): string =>
  movement.type === 'transfer' ? movement.concept : `Egreso: ${movement.concept}`;

/** A pending movement waits as an approval request of Egreso, like every other money out (decision 148). */
async function requestMovementApproval(tx: Tx, movement: MovementRow, now: Date): Promise<void> {
  const [account] = await tx
    .select({ currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.id, movement.cambixAccountId));
  // Stryker disable next-line all: the movement was just saved on it (a foreign key)
  if (!account) throw new Error(`account ${movement.cambixAccountId} vanished`);
  const payload: MovementPayload = { movementId: movement.id, note: movement.note };
  await requestApproval(
    tx,
    {
      kind: 'manual-movement',
      module: 'egreso',
      summary: movementSummary(movement),
      amount: movement.amount,
      currency: account.currency,
      cambixAccountId: movement.cambixAccountId,
      movementId: movement.id,
      payload: { ...payload },
      createdBy: movement.createdBy,
    },
    now,
  );
}

/**
 * Saves a checked manual movement in the caller's transaction, audited as its author's: a recorded one
 * with its ledger rows, a pending one (four-eyes) with none and its approval request
 * (docs/rules/finance-reports.md#manual-movements).
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
  // Stryker disable next-line all: an insert … returning answers its row
  if (!movement) throw new Error('manual movement not inserted');
  const rows =
    movement.state === 'recorded' ? await writeMovementRows(tx, movement, input.createdBy, now) : [];
  if (movement.state === 'pending') await requestMovementApproval(tx, movement, now);
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
