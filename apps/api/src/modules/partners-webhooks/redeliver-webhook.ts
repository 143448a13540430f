import { WEBHOOK_TEST_EVENT, type WebhookDelivery } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import { WEBHOOK_JOBS } from './deliver-webhook.ts';
import { findDelivery } from './delivery-log.ts';
import { findOwnEndpoint } from './endpoint-view.ts';
import { recordPartnerEvent } from './record-partner-event.ts';

/** Who asks for a post: a partner's user in Terceros, or the partner's system by one of its keys. */
export type PostRequester = { partnerId: number } & ({ actorId: number } | { actorId: null; keyId: number });

const requesterOf = (requester: PostRequester) => ('keyId' in requester ? { keyId: requester.keyId } : {});

/**
 * The event of one delivery posted again to its endpoint, as a new delivery of its own (the same
 * `webhook-id`, so a receiver that has it already can tell), whatever became of the first.
 */
export async function redeliverWebhook(
  ctx: AppContext,
  requester: PostRequester,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const { partnerId } = requester;
  await findOwnEndpoint(ctx.db, partnerId, endpointId);
  const earlier = await findDelivery(ctx.db, endpointId, deliveryId);
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(partnerWebhookDeliveries)
      .values({ partnerId, endpointId, eventId: earlier.eventId, manual: true, createdAt: ctx.now() })
      .returning({ deliveryId: partnerWebhookDeliveries.id });
    const made = inserted[0]!.deliveryId;
    await ctx.jobs.send(tx, WEBHOOK_JOBS, inserted);
    await recordAudit(tx, {
      actorId: requester.actorId,
      action: 'partner.webhook.redeliver',
      targetType: 'partner',
      targetId: partnerId,
      after: {
        endpointId,
        deliveryId: made,
        of: deliveryId,
        eventId: earlier.eventId,
        ...requesterOf(requester),
      },
    });
    // Read before the commit wakes its job: the answer is the delivery as queued.
    return findDelivery(tx, endpointId, made);
  });
}

/** `webhook.test` to one endpoint, signed and logged like any event: what a partner checks its receiver with. */
export async function pingWebhookEndpoint(
  ctx: AppContext,
  requester: PostRequester,
  endpointId: number,
): Promise<WebhookDelivery> {
  const { partnerId } = requester;
  await findOwnEndpoint(ctx.db, partnerId, endpointId);
  return ctx.db.transaction(async (tx) => {
    const [deliveryId] = await recordPartnerEvent(ctx, tx, {
      partnerId,
      type: WEBHOOK_TEST_EVENT,
      orderId: null,
      endpointId,
      data: { endpointId, message: 'Prueba de Cambix: si verificas esta firma, tu endpoint está listo.' },
    });
    await recordAudit(tx, {
      actorId: requester.actorId,
      action: 'partner.webhook.test',
      targetType: 'partner',
      targetId: partnerId,
      after: { endpointId, deliveryId, ...requesterOf(requester) },
    });
    // Read before the commit wakes its job: the answer is the delivery as queued, not as the worker left it.
    return findDelivery(tx, endpointId, deliveryId!);
  });
}
