import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cambixAccounts, orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Every movement of Cambix's money (docs/rules/ledger.md#ledger-rows): a row on one of Cambix's accounts,
 * never edited; a mistake is reversed by a new row. The balance of an account is the sum of its rows.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cambixAccountId: integer()
      .notNull()
      .references(() => cambixAccounts.id),
    direction: text({ enum: ['ingreso', 'egreso'] }).notNull(),
    /** Always positive: the direction gives the sign. */
    amount: numeric({ precision: 14, scale: 2 }).notNull(),
    /** payment: a customer's payment approved; payout: an order paid out; manual, opening, reversal. */
    kind: text({ enum: ['payment', 'payout', 'manual', 'opening', 'reversal'] }).notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    concept: text().notNull(),
    note: text(),
    attachmentKey: text(),
    /** The row a reversal undoes. */
    reversesId: bigint({ mode: 'number' }),
    actorId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.cambixAccountId, table.createdAt, table.id),
    // One payment ingreso and one payout egreso per order, whatever races.
    uniqueIndex('ledger_entries_order_kind_key')
      .on(table.orderId, table.kind)
      .where(sql`${table.orderId} is not null and ${table.kind} in ('payment', 'payout')`),
    // One opening balance per account, even when two requests race to record it.
    uniqueIndex('ledger_entries_opening_key')
      .on(table.cambixAccountId)
      .where(sql`${table.kind} = 'opening'`),
  ],
);
