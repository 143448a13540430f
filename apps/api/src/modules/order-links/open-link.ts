import { ORDER_STATUS, isPast } from '@cambix/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orderLinks, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { linkStatus, type LinkKind, type OrderLinkRow } from './link-facts.ts';
import { openAt } from '../../platform/db/deadline.ts';

/** Which kinds each door of the API opens; any other kind behind a code is "not found". */
export const LINK_DOORS = {
  /** `GET /api/order-link/codigo/:codigo`: a new order, or the quick finalize of a temporary one. */
  resolve: ['new_order', 'finalize'],
  /** `GET /api/order-modification-link/:codigo`. */
  resolveModification: ['modification'],
  /** Upload a voucher and finalize: the links about an existing order. */
  orderAction: ['finalize', 'modification'],
  /** Send and check the customer's one-time code (decision 071): every kind. */
  proof: ['new_order', 'finalize', 'modification'],
} as const satisfies Record<string, readonly LinkKind[]>;

export type LinkDoor = keyof typeof LINK_DOORS;

/** A link still in force behind this door: unknown, used and expired links are refused by their code. */
export async function openLink(
  db: Queryable,
  code: string,
  door: LinkDoor,
  now: Date,
): Promise<OrderLinkRow> {
  const [link] = await db
    .select()
    .from(orderLinks)
    .where(and(eq(orderLinks.code, code), inArray(orderLinks.kind, [...LINK_DOORS[door]])));
  if (!link) throw new AppError('ORDER_LINK_NOT_FOUND');
  const status = linkStatus(link, now);
  if (status === 'usada' && !(await orderStillOpen(db, link, now))) {
    throw new AppError('ORDER_LINK_USED');
  }
  if (isPast(link.expiresAt, now)) throw new AppError('ORDER_LINK_EXPIRED');
  return link;
}

/**
 * A new-order link is spent by the order it created; while that order is still temporary, opening the
 * link again brings the customer back to it (they left to pay and came back to upload the voucher).
 */
async function orderStillOpen(db: Queryable, link: OrderLinkRow, now: Date): Promise<boolean> {
  // Stryker disable next-line ConditionalExpression: only creating an order through a new-order link sets its linkId
  if (link.kind !== 'new_order') return false;
  // Stryker disable ObjectLiteral: only whether a row comes back is read
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.linkId, link.id),
        eq(orders.status, ORDER_STATUS.TEMPORAL),
        isNull(orders.expiredAt),
        openAt(orders.expiresAt, now),
      ),
    )
    .limit(1);
  // Stryker restore ObjectLiteral
  return order !== undefined;
}

/**
 * Acting through a link needs the link's customer (decision 070): their own full session, or a session this
 * same link handed over after their proof. The code alone stands for nobody.
 */
export function actsForLink(principal: Principal, link: OrderLinkRow): boolean {
  const isCustomer = principal.role === 'Cliente' && principal.userId === link.userId;
  return isCustomer && (principal.link === undefined || principal.link.id === link.id);
}

export function assertActsForLink(principal: Principal, link: OrderLinkRow): void {
  if (!actsForLink(principal, link)) throw new AppError('ORDER_LINK_PROOF_REQUIRED');
}

/** The order a finalize or modification link is about. */
export function linkedOrderId(link: OrderLinkRow): number {
  if (link.orderId === null) throw new AppError('ORDER_LINK_NOT_FOUND');
  return link.orderId;
}
