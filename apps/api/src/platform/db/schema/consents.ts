import { CONSENT_DOCUMENTS } from '@cambix/contract';
import { bigint, boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

/**
 * Every acceptance or withdrawal of a text a customer accepts, with its version, moment, address and browser
 * (docs/rules/personal-data.md#consentimientos). Append-only: a trigger refuses UPDATE and DELETE, the rows
 * are the proof of consent; the latest row per document is the customer's standing.
 */
export const consents = pgTable(
  'consents',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    document: text({ enum: CONSENT_DOCUMENTS }).notNull(),
    version: smallint().notNull(),
    /** True: accepted that version; false: withdrew it (marketing). */
    accepted: boolean().notNull(),
    at: moment().notNull(),
    /** Null only for what was backfilled from the registration, which kept neither. */
    address: text(),
    userAgent: text(),
  },
  (table) => [
    index('consents_user_document_idx').on(table.userId, table.document, table.at.desc(), table.id.desc()),
  ],
);
