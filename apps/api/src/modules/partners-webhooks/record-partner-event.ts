import crypto from 'node:crypto';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  partnerWebhookDeliveries,
  partnerWebhookEndpoints,
  partnerWebhookEvents,
} from '../../platform/db/schema/index.ts';
import { WEBHOOK_JOBS } from './deliver-webhook.ts';

/** The body every delivery of an event posts, as Standard Webhooks shapes it, with the event's id in it too. */
export interface PartnerEventBody {
  id: string;
  type: string;
  timestamp: string;
  /** An event of a sandbox order, never of a real one (docs/rules/partners.md#sandbox). */
  sandbox: boolean;
  data: object;
}

/** What happened, for one partner: to its endpoints that want `type`, or to the one endpoint named. */
export interface PartnerEvent {
  partnerId: number;
  type: string;
  orderId: number | null;
  data: object;
  /** A test ping: this endpoint only, whatever its events. */
  endpointId?: number;
  /** Of a sandbox order (`orderId` is then null: the order is not in `orders`). */
  sandbox?: boolean;
}

/** An event id: unique, and the same in every delivery of the event (the `webhook-id` header). */
const newEventId = () => `evt_${crypto.randomBytes(16).toString('hex')}`;

/**
 * Records an event, a delivery of it to each endpoint that receives it and their jobs, in the caller's
 * transaction (docs/rules/partners.md#webhooks): they commit with the change the event reports, or not at all,
 * and the commit wakes the jobs. Answers the deliveries' ids; none, and nothing recorded, when no endpoint of
 * the partner wants it.
 */
export async function recordPartnerEvent(ctx: AppContext, tx: Tx, event: PartnerEvent): Promise<number[]> {
  const receivers = await tx
    .select({ id: partnerWebhookEndpoints.id })
    .from(partnerWebhookEndpoints)
    .where(
      and(
        eq(partnerWebhookEndpoints.partnerId, event.partnerId),
        isNull(partnerWebhookEndpoints.removedAt),
        event.endpointId === undefined
          ? arrayContains(partnerWebhookEndpoints.events, [event.type])
          : eq(partnerWebhookEndpoints.id, event.endpointId),
      ),
    );
  if (receivers.length === 0) return [];
  const now = ctx.now();
  const id = newEventId();
  const sandbox = event.sandbox ?? false;
  const payload: PartnerEventBody = {
    id,
    type: event.type,
    timestamp: now.toISOString(),
    sandbox,
    data: event.data,
  };
  await tx.insert(partnerWebhookEvents).values({
    id,
    partnerId: event.partnerId,
    type: event.type,
    orderId: event.orderId,
    payload: JSON.stringify(payload),
    sandbox,
    createdAt: now,
  });
  const deliveries = await tx
    .insert(partnerWebhookDeliveries)
    .values(
      receivers.map((receiver) => ({
        partnerId: event.partnerId,
        endpointId: receiver.id,
        eventId: id,
        createdAt: now,
      })),
    )
    .returning({ deliveryId: partnerWebhookDeliveries.id });
  await ctx.jobs.send(tx, WEBHOOK_JOBS, deliveries);
  return deliveries.map((delivery) => delivery.deliveryId);
}
