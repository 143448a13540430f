import { bigint, boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { orders } from './orders.ts';
import { partners } from './partners.ts';
import { users } from './users.ts';

/**
 * Where a partner receives its events (docs/rules/partners.md#webhooks): several per partner, each with the
 * event types it wants and its own signing secret. A removed endpoint keeps its row for its delivery log.
 */
export const partnerWebhookEndpoints = pgTable(
  'partner_webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    url: text().notNull(),
    events: text().array().notNull(),
    /** `whsec_` and the base64 of the HMAC key: the partner needs it as it is, so it cannot be a hash. */
    secret: text().notNull(),
    /** The secret before the last rotation: deliveries carry its signature too until it expires. */
    previousSecret: text(),
    previousSecretExpiresAt: moment(),
    createdBy: integer().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
    updatedAt: moment().notNull().defaultNow(),
    removedAt: moment(),
    removedBy: integer().references(() => users.id),
  },
  (table) => [index('partner_webhook_endpoints_partner_idx').on(table.partnerId)],
);

/**
 * One event of a partner's catalogue (order.paid, share.settled…): its id is the `webhook-id` every delivery
 * of it carries, so a receiver can drop a repeat. `payload` is the JSON body as posted and signed, kept as
 * text so every delivery posts the very same bytes.
 */
export const partnerWebhookEvents = pgTable(
  'partner_webhook_events',
  {
    id: text().primaryKey(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    type: text().notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    payload: text().notNull(),
    /** An event of a sandbox order (docs/rules/partners.md#sandbox): its body says `"sandbox": true`. */
    sandbox: boolean().notNull().default(false),
    createdAt: moment().notNull(),
  },
  (table) => [index('partner_webhook_events_partner_idx').on(table.partnerId, table.createdAt)],
);

/**
 * One event posted (or to be posted) to one endpoint: the record of its attempts, the last answer, delivered
 * or given up. Its job in the job queue retries it with backoff (decision 145); a redelivery is a new row.
 */
export const partnerWebhookDeliveries = pgTable(
  'partner_webhook_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    /** Null only on a delivery made before endpoints (migration 0051) to a webhook since removed. */
    endpointId: integer().references(() => partnerWebhookEndpoints.id),
    eventId: text()
      .notNull()
      .references(() => partnerWebhookEvents.id),
    /** Asked for by the partner (redeliver), not by the event. */
    manual: boolean().notNull().default(false),
    attempts: smallint().notNull().default(0),
    /**
     * Set only on a delivery queued before the job queue, which has no job: the start hands it to the queue
     * and clears it (decision 145). To be dropped with the mail queue's table.
     */
    nextAttemptAt: moment(),
    lastAttemptAt: moment(),
    /** The receiver's last HTTP status, and the start of its body, as the delivery log shows them. */
    responseStatus: smallint(),
    responseBody: text(),
    deliveredAt: moment(),
    failedAt: moment(),
    lastError: text(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('partner_webhook_deliveries_endpoint_idx').on(table.endpointId, table.id.desc())],
);
