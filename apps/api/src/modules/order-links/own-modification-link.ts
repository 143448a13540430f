import { ORDER_STATUS, type OwnModificationLink } from '@cambix/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import { orderLinks, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { drawCode, isExpired } from '../orders/index.ts';
import { insertModificationLink } from './insert-modification-link.ts';
import { LINK_CODE_CONSTRAINT, linkUrl } from './link-facts.ts';
import { openAt } from '../../platform/db/deadline.ts';

const answer = (ctx: AppContext, link: { code: string; expiresAt: Date }): OwnModificationLink => ({
  code: link.code,
  url: linkUrl(ctx.config, 'modification', link.code),
  expiresAt: link.expiresAt.toISOString(),
});

/**
 * `POST /api/order/{code}/modification-link` (docs/rules/order-links.md#from-the-app): the customer fixes
 * an OBSERVADA order (or finishes a TEMPORAL one) from the app through the same modification link the mail
 * carries. Their own order only (another customer's is not found); the live link is reused, and a new one
 * is made only when none is left (the mailed one expired, or staff never made one).
 */
export async function ownModificationLink(
  ctx: AppContext,
  customer: Principal,
  orderCode: string,
): Promise<OwnModificationLink> {
  const now = ctx.now();
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.code, orderCode), eq(orders.userId, customer.userId)));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (isExpired(order, now)) throw new AppError('ORDER_EXPIRED');
  if (order.status !== ORDER_STATUS.OBSERVADA && order.status !== ORDER_STATUS.TEMPORAL) {
    throw new AppError('ORDER_NOT_EDITABLE');
  }

  const [live] = await ctx.db
    .select({ code: orderLinks.code, expiresAt: orderLinks.expiresAt })
    .from(orderLinks)
    .where(
      and(
        eq(orderLinks.orderId, order.id),
        eq(orderLinks.userId, customer.userId),
        eq(orderLinks.kind, 'modification'),
        isNull(orderLinks.usedAt),
        openAt(orderLinks.expiresAt, now),
      ),
    )
    .orderBy(desc(orderLinks.expiresAt))
    .limit(1);
  if (live) return answer(ctx, live);

  const created = await withFreshCode(LINK_CODE_CONSTRAINT, () =>
    insertModificationLink(
      ctx.db,
      { code: drawCode(ctx), orderId: order.id, userId: customer.userId, createdBy: customer.userId },
      now,
    ),
  );
  return answer(ctx, created);
}
