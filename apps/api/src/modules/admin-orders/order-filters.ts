import type { ParsedAdminOrderFilters } from '@cambix/contract';
import { and, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { orders, users } from '../../platform/db/schema/index.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { NEWEST_FIRST } from '../orders/index.ts';
import { customerMatches } from './customer-search.ts';

/**
 * What the text search matches by number: the order code or an operation number typed whole. Each is an
 * indexed lookup; written as separate branches rather than ORs, with which PostgreSQL walks the whole table
 * for a rare match (decision 041).
 */
function numberMatches(q: string): SQL[] {
  const equals = (column: AnyPgColumn, value: string) => sql`${column} = ${value}`;
  return [
    equals(orders.code, q.toUpperCase()),
    equals(orders.customerOperationNumber, q),
    equals(orders.incomingOperationNumber, q),
    equals(orders.payoutOperationNumber, q),
  ];
}

/**
 * The text search as one id set: the code or an operation number typed whole, or every word in the
 * customer's names or document, folded like the customer list's search. The export reads every match.
 */
function textCondition(q: string): SQL {
  const matches = sql.join(
    [
      ...numberMatches(q).map((match) => sql`select ${orders.id} from ${orders} where ${match}`),
      sql`select ${orders.id} from ${orders} where ${orders.userId} in (select ${users.id} from ${users} where ${customerMatches(q)})`,
    ],
    sql` union all `,
  );
  return sql`${orders.id} in (${matches})`;
}

/**
 * The text search as the ids of one page of the newest-first list, under the list's other `conditions`:
 * each number branch gives at most its row, and each matching customer only their newest `limit` orders,
 * read from orders_user_created_idx without the table. A common name matches a hundred customers and
 * thousands of orders at a million; reading each of those rows to sort them is what grew (decision 197).
 */
export function searchedPage(q: string, conditions: SQL[], limit: number): SQL {
  const numbers = numberMatches(q).map(
    (match) =>
      sql`select ${orders.id}, ${orders.createdAt} from ${orders} where ${and(match, ...conditions)}`,
  );
  const newestOfEach = sql`select page.id, page.created_at from ${users} cross join lateral (
    select ${orders.id}, ${orders.createdAt} from ${orders}
    where ${and(eq(orders.userId, users.id), ...conditions)}
    order by ${sql.join([...NEWEST_FIRST], sql`, `)} limit ${limit}) page
    where ${customerMatches(q)}`;
  return sql`${orders.id} in (select found.id from (${sql.join([...numbers, newestOfEach], sql` union all `)}) found
    order by found.created_at desc nulls last, found.id desc nulls last limit ${limit})`;
}

/**
 * Conditions of the staff order list and its export (docs/rules/screens.md#staff-screens: every order,
 * filters); `withText` false leaves the text search to `searchedPage`.
 */
export function orderConditions(filters: ParsedAdminOrderFilters, withText = true): SQL[] {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(inArray(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, limaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, limaDayEnd(filters.to)));
  if (filters.bankId !== undefined) conditions.push(eq(orders.paymentBankId, filters.bankId));
  if (filters.q && withText) conditions.push(textCondition(filters.q));
  if (filters.minAmount) conditions.push(gte(orders.penEquivalent, filters.minAmount));
  if (filters.maxAmount) conditions.push(lte(orders.penEquivalent, filters.maxAmount));
  if (filters.channel) conditions.push(eq(orders.channel, filters.channel));
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind));
  // The compliance register's own partial index (orders_declaration_idx) holds exactly these rows.
  if (filters.declaration) conditions.push(isNotNull(orders.declarationSignedAt));
  return conditions;
}
