import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { complianceAlerts } from './compliance-alerts.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

export const CASE_STATUSES = ['abierto', 'archivado', 'reportado'] as const;
export const CASE_ITEM_KINDS = ['alert', 'order', 'document', 'note'] as const;

/**
 * A compliance case about one customer (docs/rules/compliance.md#cases), for the oficial de cumplimiento
 * only. Open, it gathers items and a narrative; it ends filed (archivado, with a reason) or reported
 * (reportado: the ROS was sent to the UIF, and the content sent is kept in `rosContent`, never changed).
 */
export const complianceCases = pgTable(
  'compliance_cases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    title: text().notNull(),
    status: text({ enum: CASE_STATUSES }).notNull().default('abierto'),
    narrative: text().notNull().default(''),
    openedBy: integer()
      .notNull()
      .references(() => users.id),
    openedAt: moment().notNull(),
    closedBy: integer().references(() => users.id),
    closedAt: moment(),
    archiveReason: text(),
    /** The Lima day the ROS was sent to the UIF, and the UIF's reference if it gave one. */
    rosSentOn: date({ mode: 'string' }),
    uifReference: text(),
    /** The ROS exactly as sent: a reported case's PDF is drawn from it. */
    rosContent: jsonb().$type<Record<string, unknown>>(),
  },
  (table) => [
    index('compliance_cases_status_idx').on(table.status, table.openedAt),
    index('compliance_cases_user_idx').on(table.userId),
  ],
);

/**
 * What a case collected, append-only: an alert, an order, a document (a private file in storage) or a
 * note, each with who added it and when. A trigger refuses updates and deletes.
 */
export const complianceCaseItems = pgTable(
  'compliance_case_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    caseId: integer()
      .notNull()
      .references(() => complianceCases.id),
    kind: text({ enum: CASE_ITEM_KINDS }).notNull(),
    alertId: integer().references(() => complianceAlerts.id),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    storageKey: text(),
    mimeType: text(),
    fileName: text(),
    byteSize: integer(),
    /** A note's text, or a document's description. */
    text: text(),
    addedBy: integer()
      .notNull()
      .references(() => users.id),
    addedAt: moment().notNull(),
  },
  (table) => [
    index('compliance_case_items_case_idx').on(table.caseId, table.id),
    // An alert belongs to one case; an order enters a case once.
    uniqueIndex('compliance_case_items_alert_key')
      .on(table.alertId)
      .where(sql`${table.alertId} is not null`),
    uniqueIndex('compliance_case_items_order_key')
      .on(table.caseId, table.orderId)
      .where(sql`${table.orderId} is not null`),
  ],
);
