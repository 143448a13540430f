import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import type { LinkScope, LinkSessionAdmission } from './access.ts';

/** The order a request acts on, as the request names it. */
export type OrderRef = { id: number } | { code: string };

/**
 * How a route lets in a session an order link handed over (decision 070): which link kinds, and for a
 * route that acts on an order, which order the request names (it must be the link's own).
 */
export interface LinkSessionRule<I> extends LinkSessionAdmission {
  order?: (input: I) => OrderRef;
}

/** A finalize or modification link reaches its own order; a new-order link only the order it created. */
export function ordersOfLink(link: LinkScope): SQL {
  return link.orderId === null ? eq(orders.linkId, link.id) : eq(orders.id, link.orderId);
}

/** Refuses an order outside the link's reach, whatever else the customer owns. */
export async function assertLinkOrder(db: Queryable, link: LinkScope, ref: OrderRef): Promise<void> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and('id' in ref ? eq(orders.id, ref.id) : eq(orders.code, ref.code), ordersOfLink(link)));
  if (!order) throw new AppError('LINK_SESSION_OUT_OF_SCOPE');
}
