import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, moment } from './columns.ts';
import { cambixAccounts, reconciliations } from './ledger.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * An incoming statement line that named an order's payment reference (docs/rules/finance-reports.md#payments-by-reference):
 * approved automatically, or waiting in Pagos' queue with its candidates until staff approve one or dismiss it.
 * One row per line of an account, whatever statement brought it (decision 186).
 */
export const paymentMatches = pgTable(
  'payment_matches',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    cambixAccountId: integer()
      .notNull()
      .references(() => cambixAccounts.id),
    /** The line's identity in its account: date, amount, operation number, description and repeat. */
    lineKey: text().notNull(),
    reconciliationId: integer()
      .notNull()
      .references(() => reconciliations.id),
    lineNumber: integer().notNull(),
    lineDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    operationNumber: text(),
    payerAccount: text(),
    amount: money().notNull(),
    state: text({ enum: ['automatic', 'queued', 'approved', 'dismissed'] }).notNull(),
    /** The rule that approved it automatically. */
    rule: text({ enum: ['reference_amount_payer', 'reference_amount'] }),
    /** Why it waits for a person. */
    reason: text({
      enum: ['several_orders', 'order_not_pending', 'other_account', 'amount_differs', 'payer_not_customer'],
    }),
    candidateOrderIds: jsonb().$type<number[]>().notNull(),
    /** The order the line paid, once approved (automatically or by staff). */
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    dismissReason: text(),
    decidedBy: integer().references(() => users.id),
    decidedAt: moment(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    // A line is used once, also across overlapping statements and two imports at once.
    uniqueIndex('payment_matches_line_unique').on(table.cambixAccountId, table.lineKey),
    index('payment_matches_state_idx').on(table.state, table.createdAt.desc(), table.id.desc()),
    index('payment_matches_queued_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'queued'`),
  ],
);
