import type { Tx } from '../../platform/db/client.ts';
import type { MovementRow } from './movement-view.ts';
import { lockCambixAccounts, recordLedgerEntry, type LedgerEntry } from './record-ledger-entry.ts';

/**
 * The ledger rows of a recorded manual movement (docs/rules/finance-reports.md#manual-movements), in the
 * caller's transaction: one `manual` row, or a transfer's two `transfer` rows (egreso on the origin,
 * ingreso on the destination) that stand or fall together. Both accounts are locked first, lowest id
 * first, so a transfer never deadlocks with another one going the other way. Rows a second person
 * `approved` carry them as approver, so they never count toward anyone's four-eyes daily total.
 */
export async function writeMovementRows(
  tx: Tx,
  movement: MovementRow,
  actorId: number,
  now: Date,
  approved = false,
): Promise<LedgerEntry[]> {
  const accountIds = [
    movement.cambixAccountId,
    ...(movement.toAccountId === null ? [] : [movement.toAccountId]),
  ];
  await lockCambixAccounts(tx, accountIds);
  const common = {
    amount: movement.amount,
    concept: movement.concept,
    note: movement.note,
    operationNumber: movement.operationNumber,
    movementId: movement.id,
    attachmentKey: movement.attachmentKey,
    operatedOn: movement.operatedOn,
    actorId,
    approvedBy: approved ? actorId : null,
    createdAt: now,
  };
  if (movement.type !== 'transfer') {
    return [
      await recordLedgerEntry(tx, {
        ...common,
        cambixAccountId: movement.cambixAccountId,
        direction: movement.type,
        kind: 'manual',
      }),
    ];
  }
  if (movement.toAccountId === null) throw new Error(`transfer ${movement.id} has no destination`);
  const out = await recordLedgerEntry(tx, {
    ...common,
    cambixAccountId: movement.cambixAccountId,
    direction: 'egreso',
    kind: 'transfer',
  });
  const into = await recordLedgerEntry(tx, {
    ...common,
    cambixAccountId: movement.toAccountId,
    direction: 'ingreso',
    kind: 'transfer',
  });
  return [out, into];
}
