import type { ParsedAdminOrderFilters } from '@cambix/contract';
import { eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, users } from '../../platform/db/schema/index.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { customerMatches } from './customer-search.ts';

/**
 * The text search: the order code or an operation number typed whole, or every word in the customer's
 * names or document, folded like the customer list's search. Written as one id set of indexed lookups
 * rather than ORs: with an OR PostgreSQL walks the whole table for a rare match (decision 041).
 */
function textCondition(q: string): SQL {
  const byNumber = (column: AnyPgColumn) => sql`select ${orders.id} from ${orders} where ${column} = ${q}`;
  const matches = sql.join(
    [
      sql`select ${orders.id} from ${orders} where ${orders.code} = ${q.toUpperCase()}`,
      byNumber(orders.customerOperationNumber),
      byNumber(orders.incomingOperationNumber),
      byNumber(orders.payoutOperationNumber),
      sql`select ${orders.id} from ${orders} where ${orders.userId} in (select ${users.id} from ${users} where ${customerMatches(q)})`,
    ],
    sql` union all `,
  );
  return sql`${orders.id} in (${matches})`;
}

/**
 * Conditions of the staff order list and its export (docs/rules/screens.md#staff-screens: every order,
 * filters).
 */
export function orderConditions(filters: ParsedAdminOrderFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(inArray(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, limaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, limaDayEnd(filters.to)));
  if (filters.bankId !== undefined) conditions.push(eq(orders.paymentBankId, filters.bankId));
  if (filters.q) conditions.push(textCondition(filters.q));
  if (filters.minAmount) conditions.push(gte(orders.penEquivalent, filters.minAmount));
  if (filters.maxAmount) conditions.push(lte(orders.penEquivalent, filters.maxAmount));
  if (filters.channel) conditions.push(eq(orders.channel, filters.channel));
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind));
  // The compliance register's own partial index (orders_declaration_idx) holds exactly these rows.
  if (filters.declaration) conditions.push(isNotNull(orders.declarationSignedAt));
  return conditions;
}
