import type { MovementPage } from '@cambix/contract';
import type { movementListQuery } from '@cambix/contract/schemas';
import { desc, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Queryable } from '../../platform/db/client.ts';
import { ledgerEntries } from '../../platform/db/schema/index.ts';
import { readLedgerRows } from './ledger-rows.ts';
import { allOf, movementConditions, type ParsedMovementFilters } from './movement-filters.ts';

export type ParsedMovementListQuery = z.output<typeof movementListQuery>;

// A date range of fewer rows than this is read through ledger_entries_operated_idx and sorted; a larger one
// walks the id index. PostgreSQL alone would walk the id index for any range, through every newer row when
// the range is old.
const NARROW_RANGE = 5_000;

const NO_FILTERS: ParsedMovementFilters = {
  accountId: undefined,
  direction: undefined,
  kind: undefined,
  concept: undefined,
  from: undefined,
  to: undefined,
  minAmount: undefined,
  maxAmount: undefined,
  q: undefined,
};

/** Whether the filters name a date range holding fewer than NARROW_RANGE rows (at most that many read). */
export async function isNarrowRange(db: Queryable, filters: ParsedMovementFilters): Promise<boolean> {
  if (filters.from === undefined && filters.to === undefined) return false;
  const inRange = db
    .select({ one: sql`1` })
    .from(ledgerEntries)
    .where(allOf(movementConditions({ ...NO_FILTERS, from: filters.from, to: filters.to })))
    .limit(NARROW_RANGE)
    .as('in_range');
  const [row] = await db.select({ rows: sql<number>`count(*)::int` }).from(inRange);
  return Number(row?.rows ?? 0) < NARROW_RANGE;
}

/**
 * The ids of the filtered rows, newest first, after `cursor` (keyset on the primary key): the walk uses the
 * id indexes, so a page costs the same at the first row and at the millionth (decision 096).
 */
export function movementIdsQuery(
  db: Queryable,
  filters: ParsedMovementFilters,
  cursor: number | undefined,
  limit: number,
  narrowRange = false,
) {
  const conditions = movementConditions(filters);
  if (cursor !== undefined) conditions.push(lt(ledgerEntries.id, cursor));
  if (narrowRange) {
    // OFFSET 0 keeps the range's rows a query of their own, found by their day, then sorted.
    const rows = db
      .select({ id: ledgerEntries.id })
      .from(ledgerEntries)
      .where(allOf(conditions))
      .offset(0)
      .as('rows');
    return db.select({ id: rows.id }).from(rows).orderBy(desc(rows.id)).limit(limit);
  }
  return db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(allOf(conditions))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
}

export async function selectMovementIds(
  db: Queryable,
  filters: ParsedMovementFilters,
  cursor: number | undefined,
  limit: number,
  narrowRange?: boolean,
): Promise<number[]> {
  const narrow = narrowRange ?? (await isNarrowRange(db, filters));
  const rows = await movementIdsQuery(db, filters, cursor, limit, narrow);
  return rows.map((row) => Number(row.id));
}

/** One page of Movimientos (docs/rules/finance-reports.md#movements), each row with its running balance. */
export async function listMovements(db: Queryable, query: ParsedMovementListQuery): Promise<MovementPage> {
  const ids = await selectMovementIds(db, query, query.cursor, query.limit + 1);
  const pageIds = ids.slice(0, query.limit);
  return {
    rows: await readLedgerRows(db, pageIds),
    nextCursor: ids.length > query.limit ? (pageIds.at(-1) ?? null) : null,
  };
}
