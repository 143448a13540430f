import { ORDER_STATUS, type Order } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { orderHistory, orders, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { lockCustomer } from './lock-customer.ts';
import { loadOrderView } from './order-view.ts';
import { lockOwnOrder } from './own-order.ts';
import { findDestination } from './price-order.ts';

export interface ChangeDestinationInput {
  code: string;
  /** The customer the order must belong to: another customer's order is not found. */
  ownerId: number;
  destinationAccountId: number;
  /** The modification link the customer acted through (decision 074), rather than the customer area. */
  linkId?: number | undefined;
}

const HISTORY_NOTE = 'El cliente cambió la cuenta de destino.';

/**
 * `POST /api/order/{code}/destination`: while an order is OBSERVADA its customer may point it at another
 * of their accounts (docs/rules/fees-and-quotes.md#destination-account), checked like a new order's (their
 * own, in soles, with its CCI when at another bank than the payment's). The amounts stay as they were paid
 * (decision 038).
 */
export async function changeDestination(ctx: AppContext, input: ChangeDestinationInput): Promise<Order> {
  const [found] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.code, input.code), eq(orders.userId, input.ownerId)));
  if (!found) throw new AppError('ORDER_NOT_FOUND');

  const event = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    await lockCustomer(tx, input.ownerId);
    const order = await lockOwnOrder(tx, found.id, input.ownerId);
    if (order.status !== ORDER_STATUS.OBSERVADA) throw new AppError('ORDER_NOT_EDITABLE');
    const [owner] = await tx
      .select({ nombres: users.nombres, paterno: users.apellidoPaterno, materno: users.apellidoMaterno })
      .from(users)
      .where(eq(users.id, input.ownerId));
    if (!owner) throw new AppError('ORDER_NOT_FOUND');
    const holderName = [owner.nombres, owner.paterno, owner.materno].join(' ');
    const destination = await findDestination(
      tx,
      input.ownerId,
      input.destinationAccountId,
      { id: order.paymentBankId },
      holderName,
      order.currency,
    );
    await tx
      .update(orders)
      .set({ destinationAccountId: destination.accountId, destination: destination.snapshot, updatedAt: now })
      .where(eq(orders.id, order.id));
    await tx.insert(orderHistory).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: input.ownerId,
      linkId: input.linkId ?? null,
      note: HISTORY_NOTE,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId: input.ownerId,
      action: 'order.change-destination',
      targetType: 'order',
      targetId: order.id,
      before: { destinationAccountId: order.destinationAccountId, destination: order.destination },
      after: {
        destinationAccountId: destination.accountId,
        destination: destination.snapshot,
        linkId: input.linkId ?? null,
      },
    });
    return {
      type: 'order.destination-changed' as const,
      orderId: order.id,
      code: order.code,
      userId: order.userId,
      fromStatus: ORDER_STATUS.OBSERVADA,
      toStatus: ORDER_STATUS.OBSERVADA,
      actorId: input.ownerId,
    };
  });

  ctx.events.publish(event);
  const view = await loadOrderView(ctx.db, found.id);
  if (!view) throw new AppError('ORDER_NOT_FOUND');
  return view;
}
