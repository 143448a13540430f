import type { RateTier } from '@cambix/contract';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Every board of dollar rates ever published (docs/rules/exchange.md#rates): the newest is in force; an
 * order keeps the id of the one it was priced with. Rows are never edited.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Where the rates came from: `manual` (staff in Ajustes); a reference-rate source adds its own name. */
    source: text().notNull(),
    buy: jsonb().$type<RateTier[]>().notNull(),
    sell: jsonb().$type<RateTier[]>().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null when a source published it on its own. */
    publishedBy: integer().references(() => users.id),
  },
  (table) => [index('exchange_rates_published_idx').on(table.publishedAt.desc(), table.id.desc())],
);
