import type { externalOrderFilters } from '@cambix/contract/schemas';
import { eq, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { orders, users } from '../../platform/db/schema/index.ts';
import { containsSql, foldSql, searchWords } from '../../platform/db/text-search.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';

export type ExternalOrderFilters = z.output<typeof externalOrderFilters>;

const clientText = foldSql(
  sql`concat_ws(' ', ${users.nombres}, ${users.apellidoPaterno}, ${users.apellidoMaterno}, ${users.documentNumber})`,
);

/** The code typed whole, or every word in the client's names or document. */
function textCondition(q: string): SQL | undefined {
  const words = searchWords(q);
  const byWords =
    words.length > 0
      ? sql.join(
          words.map((word) => containsSql(clientText, word)),
          sql` and `,
        )
      : null;
  return or(eq(orders.code, q.toUpperCase()), ...(byWords ? [byWords] : []));
}

/** Every partner order (orders with a partner), narrowed by the staff list's filters; dates are Lima days. */
export function externalOrderConditions(filters: ExternalOrderFilters): SQL[] {
  const conditions: SQL[] = [isNotNull(orders.partnerId)];
  if (filters.partnerId !== undefined) conditions.push(eq(orders.partnerId, filters.partnerId));
  if (filters.status) conditions.push(inArray(orders.status, filters.status));
  if (filters.from) conditions.push(gte(orders.createdAt, limaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, limaDayEnd(filters.to)));
  if (filters.minAmount) conditions.push(gte(orders.sendAmount, filters.minAmount));
  if (filters.maxAmount) conditions.push(lte(orders.sendAmount, filters.maxAmount));
  if (filters.q) {
    const text = textCondition(filters.q);
    if (text) conditions.push(text);
  }
  return conditions;
}
