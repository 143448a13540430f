import type { OrderLinkSummary } from '@cambix/contract';
import type { orderLinkListQuery } from '@cambix/contract/schemas';
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orderLinks, orders, users } from '../../platform/db/schema/index.ts';
import { containsSql, foldSql, searchWords } from '../../platform/db/text-search.ts';
import { toOrderLinkSummary, type LinkStatus } from './link-facts.ts';
import { openAt, pastAt } from '../../platform/db/deadline.ts';

type ListQuery = z.output<typeof orderLinkListQuery>;

const customerName = sql<string>`concat_ws(' ', ${users.nombres}, ${users.apellidoPaterno}, ${users.apellidoMaterno})`;
const searchable = foldSql(sql`concat_ws(' ', ${customerName}, ${users.documentNumber})`);

function statusCondition(status: LinkStatus, now: Date): SQL | undefined {
  if (status === 'usada') return isNotNull(orderLinks.usedAt);
  if (status === 'vencida') return and(isNull(orderLinks.usedAt), pastAt(orderLinks.expiresAt, now));
  return and(isNull(orderLinks.usedAt), openAt(orderLinks.expiresAt, now));
}

/** `GET /api/admin/order-links`: newest first, by status and by the customer's name or document. */
export async function listOrderLinks(
  ctx: AppContext,
  query: ListQuery,
): Promise<{ items: OrderLinkSummary[]; total: number; page: number; size: number }> {
  const now = ctx.now();
  const conditions: (SQL | undefined)[] = [];
  if (query.status) conditions.push(statusCondition(query.status, now));
  for (const word of searchWords(query.q)) conditions.push(containsSql(searchable, word));
  const where = and(...conditions);
  const [totalRow] = await ctx.db
    .select({ total: count() })
    .from(orderLinks)
    .innerJoin(users, eq(users.id, orderLinks.userId))
    .where(where);
  const rows = await ctx.db
    .select({ link: orderLinks, name: customerName, dni: users.documentNumber, orderCode: orders.code })
    .from(orderLinks)
    .innerJoin(users, eq(users.id, orderLinks.userId))
    .leftJoin(orders, eq(orders.id, orderLinks.orderId))
    .where(where)
    .orderBy(desc(orderLinks.createdAt), desc(orderLinks.id))
    .limit(query.size)
    .offset((query.page - 1) * query.size);
  return {
    items: rows.map((row) =>
      toOrderLinkSummary(
        ctx.config,
        row.link,
        { id: row.link.userId, name: row.name, dni: row.dni },
        row.orderCode,
        now,
      ),
    ),
    total: totalRow?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}
