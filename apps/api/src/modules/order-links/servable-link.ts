import { ORDER_STATUS, ROLE_IDS } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isExpired } from '../orders/index.ts';
import type { OrderLinkRow } from './link-facts.ts';
import { linkedOrderId, openLink, type LinkDoor } from './open-link.ts';

export type LinkCustomerRow = typeof users.$inferSelect;

/** A quick-finalize link is spent once its order left TEMPORAL; a modification link once it left OBSERVADA too. */
async function assertOrderStillOpen(ctx: AppContext, link: OrderLinkRow): Promise<void> {
  const [order] = await ctx.db
    .select({ status: orders.status, expiresAt: orders.expiresAt, expiredAt: orders.expiredAt })
    .from(orders)
    .where(eq(orders.id, linkedOrderId(link)));
  if (!order) throw new AppError('ORDER_LINK_NOT_FOUND');
  if (isExpired(order, ctx.now())) throw new AppError('ORDER_LINK_EXPIRED');
  const open =
    order.status === ORDER_STATUS.TEMPORAL ||
    (link.kind === 'modification' && order.status === ORDER_STATUS.OBSERVADA);
  if (!open) throw new AppError('ORDER_LINK_USED');
}

/**
 * A link that may still serve its customer (decision 033): in force behind this door, for a customer who
 * is not blocked, and, for a link about an order, while that order is still open.
 */
export async function openServableLink(
  ctx: AppContext,
  code: string,
  door: LinkDoor,
): Promise<{ link: OrderLinkRow; customer: LinkCustomerRow }> {
  const link = await openLink(ctx.db, code, door, ctx.now());
  const [customer] = await ctx.db.select().from(users).where(eq(users.id, link.userId));
  if (!customer || customer.roleId !== ROLE_IDS.Cliente || customer.accountStatus === 'BLOQUEADO') {
    throw new AppError('ORDER_LINK_NOT_FOUND');
  }
  if (link.kind !== 'new_order') await assertOrderStillOpen(ctx, link);
  return { link, customer };
}
