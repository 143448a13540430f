import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { banks } from './banks.ts';
import { money, moment } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/** Promo codes (cupones, docs/rules/coupons-and-referrals.md#coupons). */
export const promoCodes = pgTable('promo_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** Upper case. */
  code: text().notNull().unique(),
  description: text(),
  /** Percent off the commission, or a fixed amount in soles off it. */
  discountKind: text({ enum: ['percent', 'amount'] })
    .notNull()
    .default('percent'),
  /** A percent for `percent` (0 < p <= 100), soles for `amount`. */
  discountValue: money().notNull(),
  /** Null: no total cap. */
  totalUses: integer(),
  usesPerCustomer: integer().notNull().default(1),
  /** From this moment (a Lima midnight), inclusive. */
  validFrom: moment(),
  /** Until this moment (the Lima midnight after its last day), exclusive. */
  validTo: moment(),
  /** 0: no minimum of its own (the commission's threshold still applies). */
  minAmount: money().notNull().default('0.00'),
  /** Null: no maximum. */
  maxAmount: money(),
  firstOrderOnly: boolean().notNull().default(false),
  /** Only orders paid from this bank; null: any bank. */
  bankId: integer().references(() => banks.id),
  active: boolean().notNull().default(true),
  createdAt: moment().notNull().defaultNow(),
  createdBy: integer().references(() => users.id),
  updatedAt: moment(),
  updatedBy: integer().references(() => users.id),
});

/** The customers a coupon is restricted to; none: every customer. */
export const promoCodeCustomers = pgTable(
  'promo_code_customers',
  {
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
  },
  (table) => [primaryKey({ columns: [table.promoCodeId, table.userId] })],
);
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    promoCodeId: integer()
      .notNull()
      .references(() => promoCodes.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('promo_code_uses_code_user_idx').on(table.promoCodeId, table.userId)],
);
