import type { WebhookEndpoint, WebhookEventType } from '@cambix/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerWebhookEndpoints } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type EndpointRow = typeof partnerWebhookEndpoints.$inferSelect;

export function toWebhookEndpoint(row: EndpointRow, now: Date): WebhookEndpoint {
  const rotating = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > now;
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    createdAt: row.createdAt.toISOString(),
    previousSecretExpiresAt: rotating ? row.previousSecretExpiresAt!.toISOString() : null,
  };
}

/** The partner's endpoints in use, oldest first. */
export async function listWebhookEndpoints(
  db: Queryable,
  partnerId: number,
  now: Date,
): Promise<WebhookEndpoint[]> {
  const rows = await db
    .select()
    .from(partnerWebhookEndpoints)
    .where(and(eq(partnerWebhookEndpoints.partnerId, partnerId), isNull(partnerWebhookEndpoints.removedAt)))
    .orderBy(asc(partnerWebhookEndpoints.id));
  return rows.map((row) => toWebhookEndpoint(row, now));
}

/**
 * One of the partner's endpoints still in use; another partner's, or a removed one, is answered as if it
 * did not exist. `lock` holds it for the caller's transaction.
 */
export async function findOwnEndpoint(
  db: Queryable,
  partnerId: number,
  endpointId: number,
  options: { lock?: boolean } = {},
): Promise<EndpointRow> {
  const query = db
    .select()
    .from(partnerWebhookEndpoints)
    .where(
      and(
        eq(partnerWebhookEndpoints.id, endpointId),
        eq(partnerWebhookEndpoints.partnerId, partnerId),
        isNull(partnerWebhookEndpoints.removedAt),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new AppError('PARTNER_WEBHOOK_ENDPOINT_NOT_FOUND');
  return row;
}
