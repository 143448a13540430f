import type { LedgerRow } from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { approvalRequests, cambixAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { requestApproval, waitsForSecondPerson } from '../four-eyes/index.ts';
import { readLedgerRows } from './ledger-rows.ts';
import { lockCambixAccounts, recordLedgerEntry, type LedgerEntry } from './record-ledger-entry.ts';

const REVERSIBLE: readonly LedgerEntry['kind'][] = ['manual', 'transfer', 'opening'];

/** What a reversal request keeps for its approver (decision 131). */
export interface ReversalPayload {
  entryId: number;
  reason: string;
}

/** The row asked for and the rows one reversal undoes: the row, or both legs of its transfer. */
async function rowsToReverse(
  tx: Tx,
  entryId: number,
): Promise<{ entry: LedgerEntry; originals: LedgerEntry[] }> {
  const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
  if (!entry) throw new AppError('LEDGER_ENTRY_NOT_FOUND');
  if (!REVERSIBLE.includes(entry.kind)) throw new AppError('LEDGER_NOT_REVERSIBLE');
  // Stryker disable next-line ConditionalExpression: a transfer's rows always name their movement
  if (entry.kind !== 'transfer' || entry.movementId === null) return { entry, originals: [entry] };
  const originals = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.movementId, entry.movementId), eq(ledgerEntries.kind, 'transfer')))
    .orderBy(ledgerEntries.id);
  return { entry, originals };
}

/**
 * With the accounts locked: refused when any of the rows is reversed, or its reversal waits for approval.
 * At approval the request is already decided (`decideRequest`), so none waits then.
 */
async function assertNotReversed(tx: Tx, originals: readonly LedgerEntry[]): Promise<void> {
  const ids = originals.map((row) => row.id);
  // Stryker disable ArrowFunction: racers let through unlocked meet the unique indexes, refused with the same codes (translateRace)
  await lockCambixAccounts(
    tx,
    originals.map((row) => row.cambixAccountId),
  );
  // Stryker restore ArrowFunction
  // Stryker disable ObjectLiteral: only whether a row comes back is read
  const [reversed] = await tx
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.reversesId, ids))
    .limit(1);
  if (reversed) throw new AppError('LEDGER_ALREADY_REVERSED');
  const [pending] = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(and(inArray(approvalRequests.entryId, ids), eq(approvalRequests.state, 'pending')))
    .limit(1);
  // Stryker restore ObjectLiteral
  if (pending) throw new AppError('LEDGER_REVERSAL_PENDING');
}

/** The egreso a reversal would write: undoing an ingreso takes its money back out of the account. */
async function moneyOutOf(tx: Tx, originals: readonly LedgerEntry[]) {
  const ingreso = originals.find((row) => row.direction === 'ingreso');
  if (!ingreso) return null;
  const [account] = await tx
    .select({ currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.id, ingreso.cambixAccountId));
  // Stryker disable next-line all: the row's account exists (a foreign key)
  if (!account) throw new Error(`account ${ingreso.cambixAccountId} vanished`);
  return {
    accountId: ingreso.cambixAccountId,
    amount: parseMoney(ingreso.amount),
    currency: account.currency,
  };
}

/** The reversal rows and their audit, in the caller's transaction: at once, or by the approver of a request. */
async function writeReversal(
  tx: Tx,
  entryId: number,
  originals: readonly LedgerEntry[],
  reason: string,
  actor: { id: number; approvalId: number | null },
  now: Date,
): Promise<number[]> {
  const reversals: LedgerEntry[] = [];
  for (const original of originals) {
    reversals.push(
      await recordLedgerEntry(tx, {
        cambixAccountId: original.cambixAccountId,
        direction: original.direction === 'ingreso' ? 'egreso' : 'ingreso',
        amount: original.amount,
        kind: 'reversal',
        concept: `Reversión: ${original.concept}`,
        note: reason,
        reversesId: original.id,
        actorId: actor.id,
        approvedBy: actor.approvalId === null ? null : actor.id,
        createdAt: now,
      }),
    );
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'ledger.reversal',
    targetType: 'ledger-entry',
    targetId: entryId,
    after: {
      reversed: originals.map((row) => row.id),
      reversals: reversals.map((row) => ({ id: row.id, accountId: row.cambixAccountId, amount: row.amount })),
      approvalId: actor.approvalId,
    },
    note: reason,
  });
  return reversals.map((row) => row.id);
}

async function translateRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const index = uniqueViolation(error);
    // Stryker disable all: the accounts' locks queue racers into assertNotReversed first; the indexes stand guard
    if (index === 'ledger_entries_reverses_key') throw new AppError('LEDGER_ALREADY_REVERSED');
    if (index === 'approval_requests_pending_entry_key') throw new AppError('LEDGER_REVERSAL_PENDING');
    // Stryker restore all
    throw error;
  }
}

/**
 * Undoes a manual, transfer or opening row by a new row of kind `reversal` (docs/rules/finance-reports.md#reversals):
 * same account and amount, the other direction, naming the original; both legs of a transfer in one
 * transaction. The original is never edited. When the reversal takes money out (it undoes an ingreso) it
 * passes four-eyes first and may wait for a second person instead (decision 131). A row is reversed at most
 * once: the accounts' locks queue two people reversing it together, and unique indexes hold whatever else races.
 */
export async function reverseEntry(
  ctx: AppContext,
  staffId: number,
  entryId: number,
  reason: string,
): Promise<{ reversals: LedgerRow[]; pendingApprovalId: number | null }> {
  const outcome = await translateRace(() =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const { entry, originals } = await rowsToReverse(tx, entryId);
      const out = await moneyOutOf(tx, originals);
      const waits = out !== null && (await waitsForSecondPerson(ctx, tx, { staffId, ...out }));
      await assertNotReversed(tx, originals);
      if (waits) {
        const payload: ReversalPayload = { entryId, reason };
        const requestId = await requestApproval(
          tx,
          {
            kind: 'reversal',
            module: 'egreso',
            summary: `Reversión: ${entry.concept}`,
            amount: formatMoney(out.amount),
            currency: out.currency,
            cambixAccountId: out.accountId,
            entryId,
            payload: { ...payload },
            createdBy: staffId,
          },
          now,
        );
        return { ids: [], requestId };
      }
      const ids = await writeReversal(tx, entryId, originals, reason, { id: staffId, approvalId: null }, now);
      return { ids, requestId: null };
    }),
  );
  return { reversals: await readLedgerRows(ctx.db, outcome.ids), pendingApprovalId: outcome.requestId };
}

/** A second person approves a waiting reversal: checked again as if new, then written as theirs. */
export async function carryOutReversal(
  tx: Tx,
  payload: ReversalPayload,
  approver: { id: number; approvalId: number },
  now: Date,
): Promise<void> {
  await translateRace(async () => {
    const { originals } = await rowsToReverse(tx, payload.entryId);
    await assertNotReversed(tx, originals);
    await writeReversal(tx, payload.entryId, originals, payload.reason, approver, now);
  });
}
