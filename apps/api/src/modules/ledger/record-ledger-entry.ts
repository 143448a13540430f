import type { Queryable } from '../../platform/db/client.ts';
import { ledgerEntries } from '../../platform/db/schema/index.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

export type LedgerEntry = typeof ledgerEntries.$inferSelect;

export interface LedgerEntryInput {
  cambixAccountId: number;
  direction: LedgerEntry['direction'];
  /** Positive decimal text: the direction gives the sign. */
  amount: string;
  kind: LedgerEntry['kind'];
  orderId?: number | null;
  concept: string;
  note?: string | null;
  /** The row a reversal undoes. */
  reversesId?: number | null;
  actorId: number | null;
  createdAt: Date;
}

/**
 * One movement of Cambix's money (docs/rules/ledger.md#ledger-rows), written in the caller's transaction so
 * it stands or falls with the change that caused it. Rows are never edited: a mistake is undone by a reversal
 * row.
 */
export async function recordLedgerEntry(db: Queryable, entry: LedgerEntryInput): Promise<LedgerEntry> {
  const amount = parseMoney(entry.amount);
  if (amount <= 0n) throw new Error(`a ledger amount must be positive, got ${entry.amount}`);
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      cambixAccountId: entry.cambixAccountId,
      direction: entry.direction,
      amount: formatMoney(amount),
      kind: entry.kind,
      orderId: entry.orderId ?? null,
      concept: entry.concept,
      note: entry.note ?? null,
      reversesId: entry.reversesId ?? null,
      actorId: entry.actorId,
      createdAt: entry.createdAt,
    })
    .returning();
  if (!row) throw new Error('ledger entry not inserted');
  return row;
}
