import type { Order } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orderLinks } from '../../platform/db/schema/index.ts';
import { finalizeOrder } from '../orders/finalize-order.ts';
import { linkedOrderId, openLink } from './open-link.ts';

/**
 * `POST /api/order-link/{code}/finalize`: finalizes the link's order for its customer; the link is then
 * spent ('usada'). Should marking it fail after the order moved, resolving still refuses the link, since
 * its order is no longer open.
 */
export async function finalizeByLink(
  ctx: AppContext,
  code: string,
  operationNumber?: string,
): Promise<Order> {
  const link = await openLink(ctx.db, code, 'orderAction', ctx.now());
  const order = await finalizeOrder(ctx, {
    orderId: linkedOrderId(link),
    ownerId: link.userId,
    actor: link.userId,
    operationNumber,
    viaLink: true,
  });
  await ctx.db
    .update(orderLinks)
    .set({ usedAt: ctx.now() })
    .where(and(eq(orderLinks.id, link.id), isNull(orderLinks.usedAt)));
  return order;
}
