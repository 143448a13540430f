import type { movementFilters } from '@cambix/contract/schemas';
import { and, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ledgerEntries, orders } from '../../platform/db/schema/index.ts';

export type ParsedMovementFilters = z.output<typeof movementFilters>;

/** `%` and `_` typed by a person are looked for as they are, not as LIKE wildcards. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Movimientos' filters as conditions on ledger_entries (docs/rules/finance-reports.md#movements): days are
 * Lima days of `operated_on`, inclusive; the text is found in the concept, note or operation number, or is
 * an order's code.
 */
export function movementConditions(filters: ParsedMovementFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.accountId !== undefined) conditions.push(eq(ledgerEntries.cambixAccountId, filters.accountId));
  if (filters.direction !== undefined) conditions.push(eq(ledgerEntries.direction, filters.direction));
  if (filters.kind !== undefined) conditions.push(eq(ledgerEntries.kind, filters.kind));
  if (filters.concept) conditions.push(eq(ledgerEntries.concept, filters.concept));
  if (filters.from !== undefined) conditions.push(gte(ledgerEntries.operatedOn, filters.from));
  if (filters.to !== undefined) conditions.push(lte(ledgerEntries.operatedOn, filters.to));
  if (filters.minAmount !== undefined) conditions.push(gte(ledgerEntries.amount, filters.minAmount));
  if (filters.maxAmount !== undefined) conditions.push(lte(ledgerEntries.amount, filters.maxAmount));
  if (filters.q) {
    const pattern = likeContaining(filters.q);
    conditions.push(
      or(
        ilike(ledgerEntries.concept, pattern),
        ilike(ledgerEntries.note, pattern),
        ilike(ledgerEntries.operationNumber, pattern),
        eq(
          ledgerEntries.orderId,
          sql`(select ${orders.id} from ${orders} where ${orders.code} = ${filters.q.toUpperCase()})`,
        ),
      )!,
    );
  }
  return conditions;
}

/** Every condition together; `undefined` (no filter) when there are none. */
export const allOf = (conditions: SQL[]): SQL | undefined =>
  conditions.length === 0 ? undefined : and(...conditions);
