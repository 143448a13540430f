import type { externalOrderFilters } from '@cambix/contract/schemas';
import { eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, users } from '../../platform/db/schema/index.ts';
import { personMatches } from '../../platform/db/person-search.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';

export type ExternalOrderFilters = z.output<typeof externalOrderFilters>;

/**
 * The code typed whole, or every word in the client's names, document, e-mail or phone: one id set of
 * indexed lookups (the code's unique index, the users' trigram index, then their orders) rather than an OR
 * across both tables, which PostgreSQL answers by reading every partner order (decision 119).
 */
function textCondition(q: string): SQL | undefined {
  const clients = personMatches(q);
  const byCode = sql`select ${orders.id} from ${orders} where ${orders.code} = ${q.toUpperCase()}`;
  if (!clients) return sql`${orders.id} in (${byCode})`;
  return sql`${orders.id} in (${byCode} union all select ${orders.id} from ${orders} where ${orders.userId} in (select ${users.id} from ${users} where ${clients}))`;
}

/**
 * Every partner order (orders with a partner), narrowed by the staff list's filters; dates are Lima days,
 * amounts soles.
 */
export function externalOrderConditions(filters: ExternalOrderFilters): SQL[] {
  const conditions: SQL[] = [isNotNull(orders.partnerId)];
  if (filters.partnerId !== undefined) conditions.push(eq(orders.partnerId, filters.partnerId));
  if (filters.status) conditions.push(inArray(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, limaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, limaDayEnd(filters.to)));
  // In soles, as every staff amount filter (decision 128): a dollar order by its soles leg (decision 192).
  if (filters.minAmount) conditions.push(gte(orders.penEquivalent, filters.minAmount));
  if (filters.maxAmount) conditions.push(lte(orders.penEquivalent, filters.maxAmount));
  if (filters.q) {
    const text = textCondition(filters.q);
    if (text) conditions.push(text);
  }
  return conditions;
}
