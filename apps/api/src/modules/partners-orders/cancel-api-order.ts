import type { PartnerOrder } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { cancelTemporalOrder } from '../orders/index.ts';
import { getPartnerOrder } from './partner-order-view.ts';

/**
 * `POST /api/partner-api/v1/orders/{code}/cancel` (docs/rules/partners.md#partner-api): the partner drops a
 * TEMPORAL order its client has not finalized, as the client could; the link stops working and
 * `order.cancelled` goes out. Another partner's order is not found.
 */
export async function cancelApiOrder(
  ctx: AppContext,
  key: { partnerId: number; keyId: number },
  code: string,
): Promise<PartnerOrder> {
  const normalized = code.trim().toUpperCase();
  const [order] = await ctx.db
    .select({ id: orders.id, userId: orders.userId })
    .from(orders)
    .where(and(eq(orders.partnerId, key.partnerId), eq(orders.code, normalized)));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  await cancelTemporalOrder(ctx, { orderId: order.id, ownerId: order.userId }, { by: 'partner', ...key });
  return getPartnerOrder(ctx, key.partnerId, normalized);
}
