import { ORDER_STATUS, formatRate, type Order } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { orderHistory, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { isPep } from '../compliance-alerts/index.ts';
import { isHighRisk } from '../compliance-risk/index.ts';
import { structuringSumUsd } from '../compliance-rules/index.ts';
import { screeningSettings } from '../compliance-screening/index.ts';
import { getSettings } from '../settings/index.ts';
import { assertWithinMonthlyLimit } from './monthly-limit.ts';
import { declarationRequiredFor, signedDeclaration } from './funds-declaration.ts';
import { lockCustomer } from './lock-customer.ts';
import { usedThisMonth } from './monthly-usage.ts';
import { loadOrderView } from './order-view.ts';
import { isExpired, isLockExpired, lockOwnOrder } from './own-order.ts';
import { assertDivisasOpen, divisasColumns, priceDivisas } from './price-divisas-order.ts';

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
 * never extended.
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
    if (!isLockExpired(order, now)) throw new AppError('RATE_LOCK_ACTIVE');
    const settings = await getSettings(ctx, 'divisas', tx);
    assertDivisasOpen(settings, now);
    const { quote, rateId } = await priceDivisas(tx, settings, order.direction, {
      sendAmount: order.sendAmount,
    });
    // A venta's dollars follow the rate: reaching the threshold, the order goes on only once the customer
    // signs the declaración jurada (the refusal asks for it under its field).
    // The one decision (declarationRequiredFor): reinforced due diligence (a PEP or a high-risk customer), or
    // dollars that reach the threshold, alone or added to the structuring window's
    // (docs/rules/compliance.md#structuring, #customer-risk).
    const needed =
      !order.declarationSignedAt &&
      declarationRequiredFor(
        quote.usdAmount,
        settings.declarationThresholdUsd,
        (await isPep(tx, user, now, (await screeningSettings(ctx, tx)).pepYearsAfterOffice)) ||
          (await isHighRisk(tx, user.id)),
        await structuringSumUsd(ctx, tx, user.id, now, null),
      );
    const declaration = needed
      ? {
          declarationRequired: true,
          ...signedDeclaration(
            input.declarationSignature,
            [user.nombres, user.apellidoPaterno, user.apellidoMaterno].join(' '),
            now,
          ),
        }
      : null;
    // A TEMPORAL order is not in the month's usage yet: the new soles leg is checked as a new order's.
    const used = await usedThisMonth(tx, user.id, limaMonth(now));
    await assertWithinMonthlyLimit(ctx, tx, { customer: user }, used, quote.penAmount);
    const columns = divisasColumns(quote, rateId, settings, now);
    const terms = {
      rate: columns.rate,
      rateId: columns.rateId,
      usdAmount: columns.usdAmount,
      penEquivalent: columns.penEquivalent,
      spread: columns.spread,
      receiveAmount: columns.receiveAmount,
      rateLockedUntil: columns.rateLockedUntil,
    };
    const [updated] = await tx
      .update(orders)
      .set({ ...terms, ...declaration, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.TEMPORAL), isNull(orders.expiredAt)))
      .returning({ id: orders.id });
    if (!updated) throw new AppError('ORDER_STATUS_CHANGED');
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: input.ownerId,
      note: `Tipo de cambio actualizado a ${formatRate(quote.rate)}.`,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: input.ownerId,
      action: 'order.requote',
      targetType: 'order',
      targetId: order.id,
      before: {
        rate: order.rate,
        rateId: order.rateId,
        usdAmount: order.usdAmount,
        penEquivalent: order.penEquivalent,
        spread: order.spread,
        receiveAmount: order.receiveAmount,
        rateLockedUntil: order.rateLockedUntil?.toISOString() ?? null,
      },
      after: {
        ...terms,
        rateLockedUntil: terms.rateLockedUntil.toISOString(),
        ...(declaration && { declarationSignedAt: declaration.declarationSignedAt.toISOString() }),
      },
    });
    return order.id;
  });
  const view = await loadOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
