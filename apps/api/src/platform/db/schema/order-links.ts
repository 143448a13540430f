import { bigint, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { banks } from './banks.ts';
import { money, moment } from './columns.ts';
import { users } from './users.ts';

/**
 * Staff-made links (docs/rules/order-links.md#kinds): a new order for a customer, a modification, or a quick
 * finalize.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    kind: text({ enum: ['new_order', 'modification', 'finalize'] }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** The order a modification or finalize link is about. */
    orderId: bigint({ mode: 'number' }),
    presetAmount: money(),
    presetBankId: integer().references(() => banks.id),
    /** Null when the system made it (the modification link of an observed order). */
    createdBy: integer().references(() => users.id),
    expiresAt: moment().notNull(),
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('order_links_created_idx').on(table.createdAt.desc())],
);

/** One-time codes mailed to a link's customer to prove it is them (decision 071); only a hash is kept. */
export const orderLinkCodes = pgTable(
  'order_link_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    linkId: integer()
      .notNull()
      .references(() => orderLinks.id),
    /** The link's customer: sends and wrong tries are counted per account, whatever link they came by. */
    userId: integer()
      .notNull()
      .references(() => users.id),
    codeHash: text().notNull(),
    expiresAt: moment().notNull(),
    failedAttempts: smallint().notNull().default(0),
    /** Spent by a right guess, or voided by a newer code or too many wrong ones. */
    usedAt: moment(),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    index('order_link_codes_link_idx').on(table.linkId, table.createdAt),
    index('order_link_codes_user_idx').on(table.userId, table.createdAt),
  ],
);
