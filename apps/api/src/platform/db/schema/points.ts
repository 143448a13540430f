import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** Points (docs/rules/points.md#points-ledger): every change is a row; the balance is the sum. */
export const pointsLedger = pgTable(
  'points_ledger',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    points: integer().notNull(),
    kind: text({ enum: ['earn', 'referral', 'redeem', 'refund', 'adjust'] }).notNull(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    note: text(),
    actorId: integer().references(() => users.id),
    /** The second person who approved an adjustment (four-eyes); null when its actor made it at once. */
    approvedBy: integer().references(() => users.id),
    /** For a `referral` row: the referred customer whose first order paid it (once per referred customer). */
    referredUserId: integer().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    index('points_ledger_user_idx').on(table.userId, table.createdAt),
    uniqueIndex('points_ledger_referral_once_idx')
      .on(table.referredUserId)
      .where(sql`kind = 'referral'`),
  ],
);
