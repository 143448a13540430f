import type { PartnerApiOrderPage } from '@cambix/contract';
import type { partnerApiOrderQuery } from '@cambix/contract/schemas';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { partnerSandboxOrders } from '../../platform/db/schema/index.ts';
import { beforePosition, cursorOf, positionOf } from '../partners-orders/index.ts';
import { sandboxAnswer } from './sandbox-order-view.ts';

type Query = z.output<typeof partnerApiOrderQuery>;

function filtersOf(partnerId: number, query: Query): SQL | undefined {
  const table = partnerSandboxOrders;
  const conditions: (SQL | undefined)[] = [eq(table.partnerId, partnerId)];
  if (query.status !== undefined) conditions.push(eq(table.status, query.status));
  if (query.createdSince) conditions.push(gte(table.createdAt, new Date(query.createdSince)));
  if (query.createdUntil) conditions.push(lt(table.createdAt, new Date(query.createdUntil)));
  if (query.documentNumber) conditions.push(eq(table.documentNumber, query.documentNumber));
  if (query.cursor) conditions.push(beforePosition(table.createdAt, table.id, positionOf(query.cursor)));
  return and(...conditions);
}

/**
 * `GET /api/partner-api/v1/orders` with a test key (docs/rules/partners.md#sandbox): the partner's sandbox
 * orders, with the filters and keyset cursor of the real list.
 */
export async function listSandboxOrders(
  ctx: AppContext,
  partnerId: number,
  query: Query,
): Promise<PartnerApiOrderPage> {
  const rows = await ctx.db
    .select({
      id: partnerSandboxOrders.id,
      createdAt: sql<string>`${partnerSandboxOrders.createdAt}::text`,
      answer: partnerSandboxOrders.answer,
    })
    .from(partnerSandboxOrders)
    .where(filtersOf(partnerId, query))
    .orderBy(desc(partnerSandboxOrders.createdAt), desc(partnerSandboxOrders.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(sandboxAnswer),
    nextCursor:
      rows.length > query.limit && last ? cursorOf({ id: last.id, createdAt: last.createdAt }) : null,
  };
}
