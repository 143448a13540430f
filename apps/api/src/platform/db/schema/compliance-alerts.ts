import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** What raised an alert: a screening hit, or one of the rules run at finalize or at a payment's approval (docs/rules/compliance.md#rules). */
export const ALERT_KINDS = [
  'screening',
  'structuring',
  'sudden-change',
  'new-accounts',
  'rejected-identity',
  'shared-partner-client',
  'third-party-payer',
] as const;
export const ALERT_STATUSES = ['open', 'confirmed', 'discarded'] as const;

/**
 * An alert about a customer, for the oficial de cumplimiento only (docs/rules/compliance.md#alerts): its
 * kind, the facts that raised it (JSON, as the rule wrote them), its status and the officer's decision.
 * While `holds` and not discarded, the customer is on hold: no new order, no payout.
 */
export const complianceAlerts = pgTable(
  'compliance_alerts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ALERT_KINDS }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The same facts raise one alert: a rule's key for them (screening: list, entry, name and document). */
    subject: text().notNull(),
    status: text({ enum: ALERT_STATUSES }).notNull().default('open'),
    /** Whether this alert puts the customer on hold until it is discarded. */
    holds: boolean().notNull(),
    /** 0 to 1: how strongly the facts point at the customer (a screening hit's similarity). */
    score: numeric({ precision: 5, scale: 4 }),
    facts: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: moment().notNull(),
    decidedBy: integer().references(() => users.id),
    decidedAt: moment(),
    decisionReason: text(),
  },
  (table) => [
    uniqueIndex('compliance_alerts_subject_key').on(table.kind, table.userId, table.subject),
    index('compliance_alerts_open_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'open'`),
    index('compliance_alerts_holds_idx')
      .on(table.userId)
      .where(sql`${table.holds} and ${table.status} <> 'discarded'`),
  ],
);
