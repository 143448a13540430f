import type { LedgerRow } from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { ledgerEntries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { readLedgerRows } from './ledger-rows.ts';
import { lockCambixAccounts, recordLedgerEntry, type LedgerEntry } from './record-ledger-entry.ts';

const REVERSIBLE: readonly LedgerEntry['kind'][] = ['manual', 'transfer', 'opening'];

/** The rows one reversal undoes: the row, or both legs of its transfer. */
async function rowsToReverse(tx: Tx, entry: LedgerEntry): Promise<LedgerEntry[]> {
  if (entry.kind !== 'transfer' || entry.movementId === null) return [entry];
  return tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.movementId, entry.movementId), eq(ledgerEntries.kind, 'transfer')))
    .orderBy(ledgerEntries.id);
}

/**
 * Undoes a manual, transfer or opening row by a new row of kind `reversal` (docs/rules/finance-reports.md#reversals):
 * same account and amount, the other direction, naming the original; both legs of a transfer in one
 * transaction. The original is never edited. A row is reversed at most once: the accounts' locks queue two
 * people reversing it together, and the unique index on `reverses_id` holds whatever else races.
 */
export async function reverseEntry(
  ctx: AppContext,
  staffId: number,
  entryId: number,
  reason: string,
): Promise<LedgerRow[]> {
  let reversalIds: number[];
  try {
    reversalIds = await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const [entry] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
      if (!entry) throw new AppError('LEDGER_ENTRY_NOT_FOUND');
      if (!REVERSIBLE.includes(entry.kind)) throw new AppError('LEDGER_NOT_REVERSIBLE');
      const originals = await rowsToReverse(tx, entry);
      await lockCambixAccounts(
        tx,
        originals.map((row) => row.cambixAccountId),
      );
      const [reversed] = await tx
        .select({ id: ledgerEntries.id })
        .from(ledgerEntries)
        .where(
          inArray(
            ledgerEntries.reversesId,
            originals.map((row) => row.id),
          ),
        )
        .limit(1);
      if (reversed) throw new AppError('LEDGER_ALREADY_REVERSED');
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
            actorId: staffId,
            createdAt: now,
          }),
        );
      }
      await recordAudit(tx, {
        actorId: staffId,
        action: 'ledger.reversal',
        targetType: 'ledger-entry',
        targetId: entryId,
        after: {
          reversed: originals.map((row) => row.id),
          reversals: reversals.map((row) => ({
            id: row.id,
            accountId: row.cambixAccountId,
            amount: row.amount,
          })),
        },
        note: reason,
      });
      return reversals.map((row) => row.id);
    });
  } catch (error) {
    if (uniqueViolation(error) === 'ledger_entries_reverses_key')
      throw new AppError('LEDGER_ALREADY_REVERSED');
    throw error;
  }
  return readLedgerRows(ctx.db, reversalIds);
}
