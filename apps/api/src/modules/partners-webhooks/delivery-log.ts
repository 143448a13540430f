import type { WebhookDelivery, WebhookDeliveryPage } from '@cambix/contract';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerWebhookDeliveries, partnerWebhookEvents } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { findOwnEndpoint } from './endpoint-view.ts';

/** Deliveries a page of the log shows. */
export const DELIVERY_PAGE_SIZE = 20;

type DeliveryRow = {
  delivery: typeof partnerWebhookDeliveries.$inferSelect;
  event: typeof partnerWebhookEvents.$inferSelect;
};

function toDelivery({ delivery, event }: DeliveryRow): WebhookDelivery {
  return {
    id: delivery.id,
    eventId: event.id,
    eventType: event.type,
    state: delivery.deliveredAt ? 'entregado' : delivery.failedAt ? 'fallido' : 'pendiente',
    manual: delivery.manual,
    sandbox: event.sandbox,
    attempts: delivery.attempts,
    createdAt: delivery.createdAt.toISOString(),
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    responseStatus: delivery.responseStatus,
    responseBody: delivery.responseBody,
    error: delivery.lastError,
    payload: JSON.parse(event.payload) as unknown,
  };
}

const selectDeliveries = (db: Queryable, where: SQL | undefined) =>
  db
    .select({ delivery: partnerWebhookDeliveries, event: partnerWebhookEvents })
    .from(partnerWebhookDeliveries)
    .innerJoin(partnerWebhookEvents, eq(partnerWebhookEvents.id, partnerWebhookDeliveries.eventId))
    .where(where);

/** One delivery of one of the partner's endpoints; any other is answered as if it did not exist. */
export async function findDelivery(
  db: Queryable,
  endpointId: number,
  deliveryId: number,
): Promise<WebhookDelivery> {
  const [row] = await selectDeliveries(
    db,
    and(eq(partnerWebhookDeliveries.id, deliveryId), eq(partnerWebhookDeliveries.endpointId, endpointId)),
  );
  if (!row) throw new AppError('PARTNER_WEBHOOK_DELIVERY_NOT_FOUND');
  return toDelivery(row);
}

/** An endpoint's delivery log, newest first, by cursor (the id the page ended before). */
export async function listDeliveries(
  db: Queryable,
  partnerId: number,
  endpointId: number,
  cursor: string | undefined,
): Promise<WebhookDeliveryPage> {
  await findOwnEndpoint(db, partnerId, endpointId);
  const rows = await selectDeliveries(
    db,
    and(
      eq(partnerWebhookDeliveries.endpointId, endpointId),
      cursor === undefined ? undefined : lt(partnerWebhookDeliveries.id, Number(cursor)),
    ),
  )
    .orderBy(desc(partnerWebhookDeliveries.id))
    .limit(DELIVERY_PAGE_SIZE + 1);
  const page = rows.slice(0, DELIVERY_PAGE_SIZE);
  return {
    items: page.map(toDelivery),
    nextCursor: rows.length > DELIVERY_PAGE_SIZE ? String(page.at(-1)!.delivery.id) : null,
  };
}
