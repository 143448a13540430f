import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const banks = pgTable('banks', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  /** The 3-digit CCI entity prefix. */
  code: text().notNull().unique(),
  name: text().notNull(),
  shortName: text().notNull(),
  /** Public address of the uploaded logo, versioned so a new one shows at once; null shows the badge. */
  logoUrl: text(),
  /** Where the uploaded logo is stored (platform/storage). */
  logoKey: text(),
  color: text().notNull(),
  maxOrderAmount: numeric({ precision: 14, scale: 2 }),
  hasCollectionAccount: boolean().notNull().default(false),
  active: boolean().notNull().default(true),
  sortOrder: smallint().notNull().default(0),
});

export const bankAccountTypes = pgTable(
  'bank_account_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => banks.id),
    code: text().notNull(),
    name: text().notNull(),
    minLength: smallint().notNull(),
    maxLength: smallint().notNull(),
  },
  (table) => [uniqueIndex('bank_account_types_bank_code_key').on(table.bankId, table.code)],
);

/** A customer's own account; deletion is soft. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    bankId: integer()
      .notNull()
      .references(() => banks.id),
    accountTypeId: integer()
      .notNull()
      .references(() => bankAccountTypes.id),
    currency: text({ enum: ['PEN', 'USD'] }).notNull(),
    accountNumber: text().notNull(),
    cci: text(),
    alias: text(),
    isProvincia: boolean().notNull().default(false),
    holderDeclaredAt: timestamp({ withTimezone: true }).notNull(),
    /** Added through an order link: no payout reaches it until the customer confirms it (decision 072). */
    pendingConfirmationSince: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    index('bank_accounts_user_id_idx').on(table.userId),
    // Structuring links customers who share a destination account (docs/rules/compliance.md#structuring).
    index('bank_accounts_bank_number_idx').on(table.bankId, table.accountNumber),
    // The same account twice is refused (BANK_ACCOUNT_DUPLICATE), even by two requests racing.
    uniqueIndex('bank_accounts_user_number_key')
      .on(table.userId, table.bankId, table.accountNumber)
      .where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * How to pay Cambix from a card at each bank (docs/rules/banks-and-accounts.md#payment-steps), shown in step
 * order.
 */
export const paymentBankSteps = pgTable(
  'payment_bank_steps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => banks.id),
    stepNumber: smallint().notNull(),
    text: text().notNull(),
  },
  (table) => [uniqueIndex('payment_bank_steps_bank_step_key').on(table.bankId, table.stepNumber)],
);
