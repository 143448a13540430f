import { ORDER_STATUS, type OrdersPage } from '@cambix/contract';
import type { listOrdersQuery } from '@cambix/contract/schemas';
import { and, count, eq, gte, isNull, like, lt, lte, ne, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { banks, orders } from '../../platform/db/schema/index.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { NEWEST_FIRST } from './newest-first.ts';
import { toOrderSummary } from './order-view.ts';
import { openAt } from '../../platform/db/deadline.ts';

type Query = z.output<typeof listOrdersQuery>;

function filters(query: Query, userId: number, now: Date): SQL[] {
  const conditions: SQL[] = [eq(orders.userId, userId)];
  // An expired TEMPORAL order is hidden from its customer
  // (docs/rules/statuses.md#temporary-orders-and-expiry).
  conditions.push(
    or(
      ne(orders.status, ORDER_STATUS.TEMPORAL),
      and(isNull(orders.expiredAt), openAt(orders.expiresAt, now)),
    ) as SQL,
  );
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, limaDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, limaDayEnd(query.to)));
  if (query.minAmount) conditions.push(gte(orders.penEquivalent, query.minAmount));
  if (query.maxAmount) conditions.push(lte(orders.penEquivalent, query.maxAmount));
  if (query.code) conditions.push(like(orders.code, `${query.code.replace(/[^A-Z0-9]/g, '')}%`));
  return conditions;
}

/** `GET /api/listOrders`: the caller's orders, newest first, a page at a time. */
export async function listOrders(ctx: AppContext, userId: number, query: Query): Promise<OrdersPage> {
  const where = and(...filters(query, userId, ctx.now()));
  const [rows, [total]] = [
    await ctx.db
      .select({ order: orders, bank: banks })
      .from(orders)
      .innerJoin(banks, eq(banks.id, orders.paymentBankId))
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    await ctx.db.select({ total: count() }).from(orders).where(where),
  ];
  return {
    items: rows.map(({ order, bank }) => toOrderSummary(order, bank)),
    total: total?.total ?? 0,
    page: query.page,
    size: query.size,
  };
}
