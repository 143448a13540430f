import type { CustomerOrderPage } from '@cambix/contract';
import type { customerOrdersQuery } from '@cambix/contract/schemas';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { banks, orders } from '../../platform/db/schema/index.ts';
import { NEWEST_FIRST, toOrderSummary } from '../orders/index.ts';
import { assertCustomerExists } from './customer-query.ts';

/**
 * `GET /api/admin/users/:userId/orders`: the file's Órdenes tab, this customer's orders only, newest first,
 * a page at a time (module users; opening one is the order detail's own module, decision 107).
 */
export async function listCustomerOrders(
  ctx: AppContext,
  userId: number,
  { page, pageSize }: z.output<typeof customerOrdersQuery>,
): Promise<CustomerOrderPage> {
  await assertCustomerExists(ctx.db, userId);
  const [total] = await ctx.db.select({ value: count() }).from(orders).where(eq(orders.userId, userId));
  const rows = await ctx.db
    .select({ order: orders, paymentBank: banks })
    .from(orders)
    .innerJoin(banks, eq(banks.id, orders.paymentBankId))
    .where(eq(orders.userId, userId))
    .orderBy(...NEWEST_FIRST)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    items: rows.map((row) => toOrderSummary(row.order, row.paymentBank)),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}
