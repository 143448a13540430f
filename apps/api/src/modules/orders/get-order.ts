import { ORDER_STATUS, type Order } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isStaff, type Principal } from '../../platform/http/access.ts';
import { ordersOfLink } from '../../platform/http/link-session.ts';
import { NEWEST_FIRST } from './newest-first.ts';
import { loadOrderView } from './order-view.ts';
import { isExpired } from './own-order.ts';
import { openAt } from '../../platform/db/deadline.ts';

/**
 * `GET /api/order/active`: the caller's TEMPORAL order still in time, to resume it, or null. A session
 * bound to an order link sees only its link's order (decision 070).
 */
export async function getActiveOrder(ctx: AppContext, caller: Principal): Promise<Order | null> {
  const { link } = caller;
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, caller.userId),
        link ? ordersOfLink(link) : undefined,
        eq(orders.status, ORDER_STATUS.TEMPORAL),
        isNull(orders.expiredAt),
        openAt(orders.expiresAt, ctx.now()),
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .limit(1);
  return row ? loadOrderView(ctx.db, row.id) : null;
}

/**
 * `GET /api/order/{code}`: the caller's own order (staff any). Another customer's order is not found,
 * like one that does not exist; an expired TEMPORAL order is gone for its customer.
 */
export async function getOrderByCode(ctx: AppContext, principal: Principal, code: string): Promise<Order> {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.code, code));
  if (!order || (order.userId !== principal.userId && !isStaff(principal)))
    throw new AppError('ORDER_NOT_FOUND');
  if (principal.userId === order.userId && isExpired(order, ctx.now())) throw new AppError('ORDER_EXPIRED');
  const view = await loadOrderView(ctx.db, order.id);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
