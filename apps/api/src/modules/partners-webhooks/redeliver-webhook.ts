import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import { WEBHOOK_JOBS } from './deliver-webhook.ts';
import { findDelivery } from './delivery-log.ts';
import { findOwnEndpoint } from './endpoint-view.ts';
import { recordPartnerEvent } from './record-partner-event.ts';

/**
 * The event of one delivery posted again to its endpoint, as a new delivery of its own (the same
 * `webhook-id`, so a receiver that has it already can tell), whatever became of the first.
 */
export async function redeliverWebhook(
  ctx: AppContext,
  partnerId: number,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  await findOwnEndpoint(ctx.db, partnerId, endpointId);
  const earlier = await findDelivery(ctx.db, endpointId, deliveryId);
  const created = await ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(partnerWebhookDeliveries)
      .values({ partnerId, endpointId, eventId: earlier.eventId, manual: true, createdAt: ctx.now() })
      .returning({ deliveryId: partnerWebhookDeliveries.id });
    await ctx.jobs.send(tx, WEBHOOK_JOBS, inserted);
    return inserted[0]!.deliveryId;
  });
  return findDelivery(ctx.db, endpointId, created);
}

/** `webhook.test` to one endpoint, signed and logged like any event: what a partner checks its receiver with. */
export async function pingWebhookEndpoint(
  ctx: AppContext,
  partnerId: number,
  endpointId: number,
): Promise<WebhookDelivery> {
  await findOwnEndpoint(ctx.db, partnerId, endpointId);
  const [deliveryId] = await recordPartnerEvent(ctx, {
    partnerId,
    type: WEBHOOK_TEST_EVENT,
    orderId: null,
    endpointId,
    data: { endpointId, message: 'Prueba de Cambix: si verificas esta firma, tu endpoint está listo.' },
  });
  return findDelivery(ctx.db, endpointId, deliveryId!);
}
