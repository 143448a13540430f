import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { cambixAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney, parseSignedMoney } from '../../platform/money.ts';

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
  operationNumber?: string | null;
  /** The manual movement (Egreso) that writes it. */
  movementId?: number | null;
  attachmentKey?: string | null;
  /** The row a reversal undoes. */
  reversesId?: number | null;
  actorId: number | null;
  /** The second person who approved it (four-eyes); its actor then. */
  approvedBy?: number | null;
  createdAt: Date;
  /** The Lima day the money moved; the Lima day of `createdAt` when not given. */
  operatedOn?: string;
}

/**
 * Locks Cambix accounts' rows, lowest id first, so that two transactions writing the same accounts queue
 * instead of deadlocking (decision 096). `FOR NO KEY UPDATE` still lets rows that reference the account insert.
 */
export async function lockCambixAccounts(db: Queryable, accountIds: readonly number[]): Promise<void> {
  const ids = [...new Set(accountIds)];
  // Stryker disable next-line ConditionalExpression: saves a query; no ids lock no row
  if (ids.length === 0) return;
  // Stryker disable ObjectLiteral: the rows are locked, not read
  await db
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(inArray(cambixAccounts.id, ids))
    .orderBy(asc(cambixAccounts.id))
    .for('no key update');
  // Stryker restore ObjectLiteral
}

/**
 * One movement of Cambix's money (docs/rules/ledger.md#ledger-rows), written in the caller's transaction so
 * it stands or falls with the change that caused it. Rows are never edited: a mistake is undone by a reversal
 * row. The account's row is locked while the row is written, so `balance_after` is the sum of the
 * account's rows up to this one, whatever runs alongside.
 */
export async function recordLedgerEntry(db: Queryable, entry: LedgerEntryInput): Promise<LedgerEntry> {
  const amount = parseMoney(entry.amount);
  if (amount <= 0n) throw new Error(`a ledger amount must be positive, got ${entry.amount}`);
  await lockCambixAccounts(db, [entry.cambixAccountId]);
  const [last] = await db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.cambixAccountId, entry.cambixAccountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  const before = last ? parseSignedMoney(last.balanceAfter) : 0n;
  const balanceAfter = entry.direction === 'ingreso' ? before + amount : before - amount;
  const [row] = await db
    .insert(ledgerEntries)
    .values({
      cambixAccountId: entry.cambixAccountId,
      direction: entry.direction,
      amount: formatMoney(amount),
      kind: entry.kind,
      balanceAfter: formatMoney(balanceAfter),
      operatedOn: entry.operatedOn ?? limaDay(entry.createdAt),
      operationNumber: entry.operationNumber ?? null,
      orderId: entry.orderId ?? null,
      movementId: entry.movementId ?? null,
      concept: entry.concept,
      note: entry.note ?? null,
      attachmentKey: entry.attachmentKey ?? null,
      reversesId: entry.reversesId ?? null,
      actorId: entry.actorId,
      approvedBy: entry.approvedBy ?? null,
      createdAt: entry.createdAt,
    })
    .returning();
  // Stryker disable next-line all: an insert … returning answers its row
  if (!row) throw new Error('ledger entry not inserted');
  return row;
}
