import { boolean, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One referral code per customer (docs/rules/coupons-and-referrals.md#referral-codes). */
export const referralCodes = pgTable('referral_codes', {
  code: text().primaryKey(),
  ownerUserId: integer()
    .notNull()
    .unique()
    .references(() => users.id),
  percentDiscount: numeric({ precision: 5, scale: 2 }).notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
