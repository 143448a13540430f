import { INCIDENT_ENTRY_KINDS, INCIDENT_STATUSES } from '@cambix/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/** One change an entry made: the field and its value before and after, as text. */
export interface IncidentChange {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * The security-incident register (docs/rules/personal-data.md#incidentes-de-seguridad): an incident's
 * current state. Never deleted (a trigger refuses it); every change is an entry of its timeline.
 */
export const securityIncidents = pgTable(
  'security_incidents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    description: text().notNull(),
    occurredAt: moment().notNull(),
    detectedAt: moment().notNull(),
    dataKinds: text().notNull(),
    affected: text().notNull(),
    affectedCount: integer().notNull(),
    measures: text().notNull(),
    authorityNotifiedAt: moment(),
    peopleNotifiedAt: moment(),
    status: text({ enum: INCIDENT_STATUSES }).notNull().default('abierto'),
    registeredBy: integer()
      .notNull()
      .references(() => users.id),
    registeredAt: moment().notNull(),
  },
  (table) => [
    index('security_incidents_detected_idx').on(table.detectedAt.desc(), table.id.desc()),
    check('security_incidents_status_check', sql`${table.status} in ('abierto', 'cerrado')`),
    check('security_incidents_detected_check', sql`${table.detectedAt} >= ${table.occurredAt}`),
    check('security_incidents_count_check', sql`${table.affectedCount} >= 0`),
  ],
);

/** The customers an incident names, when staff link them (optional: the count and text are the record). */
export const securityIncidentCustomers = pgTable(
  'security_incident_customers',
  {
    incidentId: integer()
      .notNull()
      .references(() => securityIncidents.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.incidentId, table.userId] })],
);

/** An incident's timeline. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE. */
export const securityIncidentEntries = pgTable(
  'security_incident_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    incidentId: integer()
      .notNull()
      .references(() => securityIncidents.id),
    kind: text({ enum: INCIDENT_ENTRY_KINDS }).notNull(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    at: moment().notNull(),
    note: text().notNull(),
    changes: jsonb().$type<IncidentChange[]>().notNull().default([]),
  },
  (table) => [index('security_incident_entries_incident_idx').on(table.incidentId, table.at, table.id)],
);
