import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { money, moment } from './columns.ts';
import { users } from './users.ts';

/**
 * Staff corrections of a customer's monthly usage (docs/rules/limits.md#staff-adjustments: audited; usage is
 * otherwise derived).
 */
export const usageAdjustments = pgTable(
  'usage_adjustments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** Calendar month in America/Lima, 'YYYY-MM'. */
    month: text().notNull(),
    amount: money().notNull(),
    reason: text().notNull(),
    actorId: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('usage_adjustments_user_month_idx').on(table.userId, table.month)],
);
