import { bigint, index, pgTable } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { orders } from './orders.ts';

/**
 * A divisas order's lock that ran out and was replaced by a re-quote: the order keeps only its newest lock,
 * and a lapsed one still counts (docs/rules/exchange.md#indicative-quotes).
 */
export const requotedRateLocks = pgTable(
  'requoted_rate_locks',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    /** The lock's end: when it lapsed. */
    lockedUntil: moment().notNull(),
    requotedAt: moment().notNull(),
  },
  (table) => [index('requoted_rate_locks_order_idx').on(table.orderId, table.lockedUntil)],
);
