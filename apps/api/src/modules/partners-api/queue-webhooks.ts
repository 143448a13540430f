import { ORDER_STATUS_NAMES, type OrderStatus } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, partners, partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { WEBHOOK_JOBS } from './deliver-webhooks.ts';

/** The event a partner's webhook receives. */
export const STATUS_CHANGED = 'order.status_changed';

/**
 * Order events that move an order to another status. A voucher or a new destination does not, nor does
 * expiry: an expired order stays TEMPORAL, and its link says it expired.
 */
const STATUS_EVENTS = new Set<DomainEvent['type']>([
  'order.finalized',
  'order.fixed',
  'order.approved',
  'order.rejected',
  'order.paid-out',
  'order.observed',
  'order.cancelled',
]);

export interface StatusChangedPayload {
  event: typeof STATUS_CHANGED;
  order: { code: string; status: OrderStatus; statusName: string };
  at: string;
}

/**
 * Queues `order.status_changed` for the partner of an order whose status changed, when the partner has a
 * webhook: one row per change, with the status as it is now, and its job, which posts it (`deliverWebhook`).
 */
export async function queueStatusWebhook(ctx: AppContext, orderId: number): Promise<void> {
  const [row] = await ctx.db
    .select({
      partnerId: partners.id,
      webhookUrl: partners.webhookUrl,
      code: orders.code,
      status: orders.status,
    })
    .from(orders)
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .where(eq(orders.id, orderId));
  if (!row?.webhookUrl) return;
  const now = ctx.now();
  const status = row.status as OrderStatus;
  const payload: StatusChangedPayload = {
    event: STATUS_CHANGED,
    // The customer's words for the status (docs/rules/partners.md#status-words).
    order: { code: row.code, status, statusName: ORDER_STATUS_NAMES[status] },
    at: now.toISOString(),
  };
  await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(partnerWebhookDeliveries)
      .values({ partnerId: row.partnerId, orderId, event: STATUS_CHANGED, payload, createdAt: now })
      .returning({ deliveryId: partnerWebhookDeliveries.id });
    await ctx.jobs.send(tx, WEBHOOK_JOBS, inserted);
  });
}

/** Listens for status changes committed by any use case; returns the unsubscribe function. */
export function queuePartnerWebhooks(ctx: AppContext): () => void {
  return ctx.events.subscribe(async (event) => {
    if (!STATUS_EVENTS.has(event.type) || event.orderId === undefined) return;
    await queueStatusWebhook(ctx, event.orderId);
  });
}
