import type { Order } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orderLinks } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { finalizeOrder } from '../orders/index.ts';
import { assertActsForLink, linkedOrderId, openLink } from './open-link.ts';

/**
 * `POST /api/order-link/{code}/finalize`: the link's customer, signed in or proved (decision 070),
 * finalizes its order; the link is then spent ('usada'). Should marking it fail after the order moved,
 * resolving still refuses the link, since its order is no longer open.
 */
export async function finalizeByLink(
  ctx: AppContext,
  caller: Principal,
  code: string,
  request: { operationNumber?: string | undefined; declarationSignature?: string | undefined },
): Promise<Order> {
  const link = await openLink(ctx.db, code, 'orderAction', ctx.now());
  assertActsForLink(caller, link);
  const order = await finalizeOrder(ctx, {
    orderId: linkedOrderId(link),
    ownerId: link.userId,
    actor: caller.userId,
    operationNumber: request.operationNumber,
    declarationSignature: request.declarationSignature,
    linkId: link.id,
  });
  await ctx.db
    .update(orderLinks)
    .set({ usedAt: ctx.now() })
    .where(and(eq(orderLinks.id, link.id), isNull(orderLinks.usedAt)));
  return order;
}
