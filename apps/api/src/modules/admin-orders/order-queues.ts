import {
  PAYMENTS_QUEUE_STATUSES,
  PAYOUTS_QUEUE_STATUSES,
  type OrderQueue,
  type OrderStatus,
} from '@cambix/contract';
import { asc, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { selectSummaries, toAdminOrderSummary } from './admin-order-rows.ts';

/** A whole staff queue, the longest waiting first (the status index serves it). */
async function loadQueue(ctx: AppContext, statuses: readonly OrderStatus[]): Promise<OrderQueue> {
  const rows = await selectSummaries(ctx.db)
    .where(inArray(orders.status, [...statuses]))
    .orderBy(asc(orders.statusChangedAt), asc(orders.id));
  return { items: rows.map(toAdminOrderSummary), total: rows.length };
}

/** Pagos: PENDIENTE orders whose payment staff must confirm. */
export const getPaymentsQueue = (ctx: AppContext) => loadQueue(ctx, PAYMENTS_QUEUE_STATUSES);

/** Devoluciones: orders waiting for payout, and the observed ones. */
export const getPayoutsQueue = (ctx: AppContext) => loadQueue(ctx, PAYOUTS_QUEUE_STATUSES);
