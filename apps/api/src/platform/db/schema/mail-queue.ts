import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';

/**
 * Mail waiting to be delivered, written in the transaction that causes it (decision 083). A row is deleted
 * once delivered: some carry a one-time link or code. Not the .eml "outbox" of the embedded delivery.
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
