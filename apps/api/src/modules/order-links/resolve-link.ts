import { ORDER_STATUS, ROLE_IDS, type ResolvedLink } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { openSession } from '../../platform/security/sessions.ts';
import { signSessionToken } from '../../platform/security/tokens.ts';
import { loadOrderView } from '../orders/order-view.ts';
import { isExpired } from '../orders/own-order.ts';
import type { OrderLinkRow } from './link-facts.ts';
import { linkedOrderId, openLink, type LinkDoor } from './open-link.ts';

type UserRow = typeof users.$inferSelect;

/** A session for the link's customer that ends with the link (decision 033). */
async function signLinkToken(ctx: AppContext, user: UserRow, link: OrderLinkRow): Promise<string> {
  const now = ctx.now();
  const session = await openSession(ctx.db, user.id, now, link);
  return signSessionToken(
    ctx.keys.jwtSecret,
    {
      userId: user.id,
      sessionId: session.sessionId,
      roleId: user.roleId,
      tokenVersion: user.tokenVersion,
      authTime: session.authTime,
      linkId: link.id,
    },
    now,
    Math.floor(link.expiresAt.getTime() / 1000),
  );
}

/** A quick-finalize link is spent once its order left TEMPORAL; a modification link once it left OBSERVADA too. */
async function assertOrderStillOpen(ctx: AppContext, link: OrderLinkRow, orderId: number): Promise<void> {
  const [order] = await ctx.db
    .select({ status: orders.status, expiresAt: orders.expiresAt, expiredAt: orders.expiredAt })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw new AppError('ORDER_LINK_NOT_FOUND');
  if (isExpired(order, ctx.now())) throw new AppError('ORDER_LINK_EXPIRED');
  const open =
    order.status === ORDER_STATUS.TEMPORAL ||
    (link.kind === 'modification' && order.status === ORDER_STATUS.OBSERVADA);
  if (!open) throw new AppError('ORDER_LINK_USED');
}

/**
 * Spec 3, 5 and 7: what a link is for and whom, with a session token scoped to that customer. A new-order
 * link answers `user` and the staff's preset; a link about an existing order answers `order.user`.
 */
export async function resolveLink(ctx: AppContext, code: string, door: LinkDoor): Promise<ResolvedLink> {
  const link = await openLink(ctx.db, code, door, ctx.now());
  const [user] = await ctx.db.select().from(users).where(eq(users.id, link.userId));
  if (!user || user.roleId !== ROLE_IDS.Cliente || user.accountStatus === 'BLOQUEADO') {
    throw new AppError('ORDER_LINK_NOT_FOUND');
  }
  const linkUser = {
    id: user.id,
    dni: user.documentNumber,
    nombres: user.nombres,
    token: await signLinkToken(ctx, user, link),
  };
  const expiresAt = link.expiresAt.toISOString();
  if (link.kind === 'new_order') {
    return {
      kind: link.kind,
      expiresAt,
      user: linkUser,
      preset: { amount: link.presetAmount, bankId: link.presetBankId },
    };
  }
  const orderId = linkedOrderId(link);
  await assertOrderStillOpen(ctx, link, orderId);
  const order = await loadOrderView(ctx.db, orderId);
  if (!order) throw new AppError('ORDER_LINK_NOT_FOUND');
  return { kind: link.kind, expiresAt, order: { ...order, user: linkUser } };
}
