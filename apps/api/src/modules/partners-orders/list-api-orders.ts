import type { PartnerApiOrderPage } from '@cambix/contract';
import type { partnerApiOrderQuery } from '@cambix/contract/schemas';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { beforePosition, cursorOf, positionOf, type Position } from './order-cursor.ts';
import { loadPartnerOrders } from './partner-order-view.ts';

type Query = z.output<typeof partnerApiOrderQuery>;

async function positionAfter(ctx: AppContext, partnerId: number, code: string): Promise<Position> {
  const [row] = await ctx.db
    .select({ id: orders.id, createdAt: sql<string>`${orders.createdAt}::text` })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.code, code)));
  // Stryker disable next-line all: the order was just read in this page
  if (!row) throw new Error(`order ${code} of the page is gone`);
  return row;
}

function filtersOf(partnerId: number, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.partnerId, partnerId)];
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.createdSince) conditions.push(gte(orders.createdAt, new Date(query.createdSince)));
  if (query.createdUntil) conditions.push(lt(orders.createdAt, new Date(query.createdUntil)));
  if (query.documentNumber)
    conditions.push(
      sql`${orders.userId} in (select ${users.id} from ${users} where ${users.partnerId} = ${partnerId} and ${users.documentNumber} = ${query.documentNumber})`,
    );
  if (query.cursor) conditions.push(beforePosition(orders.createdAt, orders.id, positionOf(query.cursor)));
  return and(...conditions);
}

/**
 * `GET /api/partner-api/v1/orders` (docs/rules/partners.md#partner-api): the key's partner's orders only,
 * newest first, a page at a time by keyset: the order after the page's last one, never an offset.
 */
export async function listApiOrders(
  ctx: AppContext,
  partnerId: number,
  query: Query,
): Promise<PartnerApiOrderPage> {
  const rows = await loadPartnerOrders(ctx, ctx.db, filtersOf(partnerId, query), {
    limit: query.limit + 1,
    offset: 0,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  const more = rows.length > query.limit && last !== undefined;
  return {
    items,
    nextCursor: more ? cursorOf(await positionAfter(ctx, partnerId, last.code)) : null,
  };
}
