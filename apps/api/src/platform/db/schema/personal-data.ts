import {
  DATA_EXPORT_STATUSES,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_STATUSES,
  type CancellationRecord,
} from '@cambix/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/**
 * A customer's export of everything Cambix holds on them (docs/rules/personal-data.md#mis-datos): built by a
 * job into a private ZIP in storage, downloadable by its owner until `expiresAt`.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text({ enum: DATA_EXPORT_STATUSES }).notNull().default('pendiente'),
    progress: smallint().notNull().default(0),
    storageKey: text(),
    byteSize: integer(),
    requestedAt: moment().notNull(),
    readyAt: moment(),
    expiresAt: moment(),
  },
  (table) => [
    index('data_exports_user_idx').on(table.userId, table.requestedAt),
    // One export in progress per customer, even with two requests racing.
    uniqueIndex('data_exports_one_busy_key')
      .on(table.userId)
      .where(sql`${table.status} in ('pendiente', 'preparando')`),
    check('data_exports_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);

/**
 * A rectificación, cancelación or oposición (docs/rules/personal-data.md#solicitudes-arco), answered by staff
 * of module datos-personales by `dueOn`, the last Lima business day of the legal deadline.
 */
export const dataRequests = pgTable(
  'data_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text({ enum: DATA_REQUEST_KINDS }).notNull(),
    text: text().notNull(),
    status: text({ enum: DATA_REQUEST_STATUSES }).notNull().default('pendiente'),
    filedAt: moment().notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    startedBy: integer().references(() => users.id),
    startedAt: moment(),
    answeredBy: integer().references(() => users.id),
    answeredAt: moment(),
    answer: text(),
    /** A carried-out cancellation: what was removed, and what was kept and why. */
    cancellation: jsonb().$type<CancellationRecord>(),
  },
  (table) => [
    index('data_requests_status_idx').on(table.status, table.dueOn),
    index('data_requests_user_idx').on(table.userId),
    check('data_requests_kind_check', sql`${table.kind} in ('rectificacion', 'cancelacion', 'oposicion')`),
    check(
      'data_requests_status_check',
      sql`${table.status} in ('pendiente', 'en_curso', 'atendida', 'denegada')`,
    ),
    // An answered request carries its answer, who gave it and when.
    check(
      'data_requests_answer_check',
      sql`${table.status} not in ('atendida', 'denegada') or (${table.answer} is not null and ${table.answeredBy} is not null and ${table.answeredAt} is not null)`,
    ),
  ],
);
