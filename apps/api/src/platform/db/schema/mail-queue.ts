import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Mail queued before the job queue (decision 083, superseded by 145): the start hands what waits here to the
 * job queue and deletes it; a mail given up here stays, for an operator. To be dropped in a later release.
 */
export const mailQueue = pgTable('mail_queue', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  recipient: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  /** Deliveries started, the one in progress included. */
  attempts: integer().notNull().default(0),
  /** Null until the first try; then not tried again before it (a lease while one is in progress). */
  retryAt: moment(),
  lastError: text(),
  /** Set when the attempts ran out: never tried again. */
  failedAt: moment(),
  createdAt: moment().notNull().defaultNow(),
});
