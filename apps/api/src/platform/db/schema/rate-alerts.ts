import type { RateAlertCondition, RateAlertState } from '@cambix/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, moment } from './columns.ts';
import { exchangeRates } from './exchange.ts';
import { users } from './users.ts';

/**
 * Rate alerts (docs/rules/exchange.md#rate-alerts): a customer's, or a visitor's email confirmed through a
 * mailed link. `armed` is true while the condition is not met: a published board that meets an armed alert
 * fires it and disarms it in the publish's own transaction; one that no longer meets it arms it again.
 */
export const rateAlerts = pgTable(
  'rate_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's address, lower case. */
    email: text(),
    /** sha256 of the visitor's link token (the token itself is only in the mail). */
    tokenHash: text(),
    /** A customer's alert is confirmed when created; a visitor's when its link is first opened. */
    confirmedAt: moment(),
    condition: text().$type<RateAlertCondition>().notNull(),
    rate: numeric({ precision: 8, scale: 4 }).notNull(),
    amountUsd: money().notNull(),
    state: text().$type<RateAlertState>().notNull().default('active'),
    armed: boolean().notNull().default(true),
    lastFiredAt: moment(),
    lastFiredRateId: integer().references(() => exchangeRates.id),
    lastFiredRate: numeric({ precision: 8, scale: 4 }),
    createdAt: moment().notNull(),
  },
  (table) => [
    // One owner: an account or a visitor's email with its link.
    check(
      'rate_alerts_one_owner',
      sql`(${table.userId} is null) <> (${table.email} is null) and (${table.email} is null) = (${table.tokenHash} is null)`,
    ),
    uniqueIndex('rate_alerts_token_idx').on(table.tokenHash),
    index('rate_alerts_user_idx').on(table.userId),
    index('rate_alerts_email_idx').on(table.email),
    // What a publish reads: the live ones.
    index('rate_alerts_live_idx')
      .on(table.condition)
      .where(sql`${table.state} = 'active' and ${table.confirmedAt} is not null`),
  ],
);

/**
 * Browsers that receive pushes: a customer's (every alert of theirs) or one visitor alert's. The endpoint
 * and keys are the browser's `PushSubscription`; a push service answering 404 or 410 drops the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    alertId: integer().references(() => rateAlerts.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    createdAt: moment().notNull(),
  },
  (table) => [
    check('push_subscriptions_one_owner', sql`(${table.userId} is null) <> (${table.alertId} is null)`),
    uniqueIndex('push_subscriptions_user_endpoint_idx')
      .on(table.userId, table.endpoint)
      .where(sql`${table.userId} is not null`),
    uniqueIndex('push_subscriptions_alert_endpoint_idx')
      .on(table.alertId, table.endpoint)
      .where(sql`${table.alertId} is not null`),
  ],
);

/**
 * The VAPID key pair when the environment gives none (decision 187): made once by whichever instance starts
 * first and kept, so every instance signs with the key browsers subscribed with.
 */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt: moment().notNull(),
  },
  (table) => [check('push_keys_one_row', sql`${table.id} = 1`)],
);
