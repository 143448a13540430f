import { ORDER_STATUS, formatRate, type Order } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { orderHistory, orders, requotedRateLocks } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isIndicativeFor } from '../exchange/index.ts';
import { getSettings } from '../settings/index.ts';
import { lockCustomer } from './lock-customer.ts';
import { loadOrderView } from './order-view.ts';
import { isExpired, isLockExpired, lockOwnOrder } from './own-order.ts';
import { assertDivisasOpen, divisasColumns } from './price-divisas-order.ts';
import { pricedTermsOf, repriceDivisasOrder } from './reprice-divisas-order.ts';

export interface RequoteOrderInput {
  orderId: number;
  /** The customer the order must belong to: another customer's order is not found. */
  ownerId: number;
  /** Signed when the dollars at the new rate reach the declaración jurada's threshold. */
  declarationSignature?: string | undefined;
}

/**
 * `POST /api/order/requote/{id}` (docs/rules/exchange.md#the-lock): a TEMPORAL divisas order whose lock ran
 * out is priced again on the newest board and locked again. What the customer sends stays (they may have
 * paid it already); what they receive follows the new rate. While the lock runs it is refused: a lock is
 * never extended. The lapsed lock is kept; a customer who reached the limit of lapsed locks gets no new one
 * (docs/rules/exchange.md#indicative-quotes).
 */
export async function requoteOrder(ctx: AppContext, input: RequoteOrderInput): Promise<Order> {
  const orderId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const user = await lockCustomer(tx, input.ownerId);
    const order = await lockOwnOrder(tx, input.orderId, input.ownerId);
    if (!user) throw new AppError('ORDER_NOT_FOUND');
    if (isExpired(order, now)) throw new AppError('ORDER_EXPIRED');
    if (order.status !== ORDER_STATUS.TEMPORAL || order.kind !== 'divisas' || !order.direction)
      throw new AppError('ORDER_NOT_EDITABLE');
    // An indicative order has no lock to renew: its rate is fixed when it is finalized.
    if (order.rateLockedUntil === null) throw new AppError('RATE_INDICATIVE');
    if (!isLockExpired(order, now)) throw new AppError('RATE_LOCK_ACTIVE');
    const settings = await getSettings(ctx, 'divisas', tx);
    assertDivisasOpen(settings, now);
    const { quote, terms, declaration } = await repriceDivisasOrder(ctx, tx, {
      order,
      holder: user,
      settings,
      now,
      declarationSignature: input.declarationSignature,
      limit: { holder: { customer: user }, checkpoint: 'order' },
    });
    // The lapse of this order's lock is already counted from the order itself.
    const indicative = await isIndicativeFor(tx, { customerId: user.id }, settings, now);
    const { rateLockedUntil } = divisasColumns(quote, terms.rateId, settings, now, indicative);
    const [updated] = await tx
      .update(orders)
      .set({ ...terms, rateLockedUntil, ...declaration, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.TEMPORAL), isNull(orders.expiredAt)))
      .returning({ id: orders.id });
    if (!updated) throw new AppError('ORDER_STATUS_CHANGED');
    await tx
      .insert(requotedRateLocks)
      .values({ orderId: order.id, lockedUntil: order.rateLockedUntil, requotedAt: now });
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: input.ownerId,
      note: indicative
        ? `Tipo de cambio referencial ${formatRate(quote.rate)}: se fija al confirmar el pago.`
        : `Tipo de cambio actualizado a ${formatRate(quote.rate)}.`,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: input.ownerId,
      action: 'order.requote',
      targetType: 'order',
      targetId: order.id,
      before: pricedTermsOf(order),
      after: {
        ...terms,
        rateLockedUntil: rateLockedUntil?.toISOString() ?? null,
        ...(declaration && { declarationSignedAt: declaration.declarationSignedAt.toISOString() }),
      },
    });
    return order.id;
  });
  const view = await loadOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
