import { ORDER_STATUS, PAYMENT_REFERENCE_LENGTH, type Order } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { drawCode } from './order-code.ts';
import { loadOrderView } from './order-view.ts';
import { assertCustomerMayEdit, lockOwnOrder } from './own-order.ts';

/** The unique index that keeps a reference to one open order: a taken draw is written again. */
export const PAYMENT_REFERENCE_CONSTRAINT = 'orders_payment_reference_open';

/** A reference drawn like an order code (the demo's seeded source, a test's forced collision), shorter. */
export const drawPaymentReference = (ctx: Pick<AppContext, 'drawCode'>): string =>
  drawCode(ctx).slice(0, PAYMENT_REFERENCE_LENGTH);

/**
 * `POST /api/order/payment-reference/{id}`: the owner of a TEMPORAL order will pay by transfer writing its
 * payment reference in the description (docs/rules/statuses.md#payment-reference). The reference is drawn
 * once and kept; the order then finalizes without a voucher.
 */
export async function choosePaymentReference(
  ctx: AppContext,
  input: { orderId: number; ownerId: number },
): Promise<Order> {
  const orderId = await withFreshCode(PAYMENT_REFERENCE_CONSTRAINT, () =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const order = await lockOwnOrder(tx, input.orderId, input.ownerId);
      assertCustomerMayEdit(order, now);
      if (order.status !== ORDER_STATUS.TEMPORAL) throw new AppError('ORDER_NOT_EDITABLE');
      if (order.paymentReference !== null) return order.id;
      const reference = drawPaymentReference(ctx);
      await tx
        .update(orders)
        .set({ paymentReference: reference, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, ORDER_STATUS.TEMPORAL)));
      await recordAudit(tx, {
        actorId: input.ownerId,
        action: 'order.payment-reference',
        targetType: 'order',
        targetId: order.id,
        after: { paymentReference: reference },
      });
      return order.id;
    }),
  );
  const view = await loadOrderView(ctx.db, orderId);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
