import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { banks } from './banks.ts';
import { money, moment } from './columns.ts';
import { cambixAccounts, ledgerEntries } from './ledger.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * A business that brings its own clients (docs/rules/partners.md#partner-business). Its users are Externo
 * accounts and its clients person rows of the partner-client role, both with `users.partner_id` set.
 */
export const partners = pgTable('partners', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  ruc: text().notNull().unique(),
  contactName: text().notNull(),
  contactEmail: text().notNull(),
  contactPhone: text().notNull(),
  /** The partner's part of the commission of each order that ends TERMINADA. */
  sharePercent: numeric({ precision: 5, scale: 2 }).notNull(),
  /** The commission its clients pay; null: Cambix's default. */
  commissionPercent: numeric({ precision: 5, scale: 2 }),
  payoutBankId: integer()
    .notNull()
    .references(() => banks.id),
  payoutAccountNumber: text().notNull(),
  payoutCci: text().notNull(),
  linkHours: smallint().notNull().default(48),
  active: boolean().notNull().default(true),
  createdBy: integer().references(() => users.id),
  createdAt: moment().notNull().defaultNow(),
  updatedAt: moment().notNull().defaultNow(),
});

/** The finalize link of a partner order (docs/rules/partners.md#finalize-link): its code is the credential. */
export const partnerLinks = pgTable(
  'partner_links',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull().unique(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .references(() => orders.id),
    expiresAt: moment().notNull(),
    /** Set when the client finalizes the order through it. */
    usedAt: moment(),
    /** Set when a newer link replaces it. */
    replacedAt: moment(),
    createdBy: integer().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('partner_links_order_idx').on(table.orderId, table.createdAt.desc())],
);

/** Settling a partner's shares of a period: one ledger egreso (docs/rules/partners.md#settlements). */
export const partnerSettlements = pgTable(
  'partner_settlements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    amount: money().notNull(),
    shareCount: integer().notNull(),
    cambixAccountId: integer()
      .notNull()
      .references(() => cambixAccounts.id),
    ledgerEntryId: bigint({ mode: 'number' })
      .notNull()
      .references(() => ledgerEntries.id),
    operationNumber: text().notNull(),
    note: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('partner_settlements_partner_idx').on(table.partnerId, table.createdAt.desc())],
);

/** The partner's share of one TERMINADA order: written once, in the payout's transaction, never recomputed. */
export const partnerShares = pgTable(
  'partner_shares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    orderId: bigint({ mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    /** The order's final fee, the commission the share is a part of. */
    commission: money().notNull(),
    sharePercent: numeric({ precision: 5, scale: 2 }).notNull(),
    amount: money().notNull(),
    accruedAt: moment().notNull(),
    settlementId: integer().references(() => partnerSettlements.id),
  },
  (table) => [index('partner_shares_partner_idx').on(table.partnerId, table.accruedAt)],
);

/**
 * A partner's calendar month in Lima as /externo/ordenes shows it (partner-month.ts): kept by the triggers of
 * migration 0047 on every write to orders and partner_shares, in the writer's transaction, so reading it
 * costs one row however many orders the month holds (decision 197).
 */
export const partnerMonthTotals = pgTable(
  'partner_month_totals',
  {
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    /** The first day of the month in America/Lima. */
    month: date({ mode: 'string' }).notNull(),
    /** Orders created in the month, any status. */
    orders: integer().notNull().default(0),
    /** Soles of the month's orders the clients sent (PENDIENTE, PENDIENTE_DEVOLUCION, OBSERVADA, TERMINADA). */
    sendAmount: money().notNull().default('0'),
    /** Shares accrued in the month. */
    shareEarned: money().notNull().default('0'),
  },
  (table) => [primaryKey({ columns: [table.partnerId, table.month] })],
);

/** A partner's API key: only its SHA-256 is kept (docs/rules/partners.md#partner-api). */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    name: text().notNull(),
    prefix: text().notNull(),
    keyHash: text().notNull().unique(),
    /** The dated API version the key's requests are answered in (docs/rules/partners.md#versions). */
    apiVersion: text().notNull().default('2026-12-01'),
    /** `live` keys move real orders; `test` keys (`cbx_test_`) only sandbox ones (docs/rules/partners.md#sandbox). */
    mode: text({ enum: ['live', 'test'] })
      .notNull()
      .default('live'),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
    lastUsedAt: moment(),
    revokedAt: moment(),
    revokedBy: integer().references(() => users.id),
  },
  (table) => [index('partner_api_keys_partner_idx').on(table.partnerId)],
);

/**
 * A partner's create answered under an `Idempotency-Key`: the same request with the key gets this answer
 * again for 24 hours (docs/rules/partners.md#idempotency); older rows are deleted as the partner creates.
 */
export const partnerIdempotentAnswers = pgTable(
  'partner_idempotent_answers',
  {
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    idempotencyKey: text().notNull(),
    answer: jsonb().notNull(),
    createdAt: moment().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.partnerId, table.idempotencyKey] }),
    index('partner_idempotent_answers_created_idx').on(table.partnerId, table.createdAt),
  ],
);

/**
 * A partner's sandbox order (docs/rules/partners.md#sandbox): made with a test key, priced as a real one and
 * answered in the same shape, kept apart from `orders` so no staff list, ledger, register, receipt or figure
 * can ever read it. `answer` is the order as the API answers it now; `firstAnswer`, the one its creation gave
 * (the idempotent replay's). Its client is only the request's words: no person is saved or screened.
 */
export const partnerSandboxOrders = pgTable(
  'partner_sandbox_orders',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    partnerId: integer()
      .notNull()
      .references(() => partners.id),
    /** The test key that made it. */
    keyId: integer()
      .notNull()
      .references(() => partnerApiKeys.id),
    code: text().notNull(),
    status: smallint().notNull(),
    documentNumber: text().notNull(),
    idempotencyKey: text(),
    idempotencyFingerprint: text(),
    answer: jsonb().notNull(),
    firstAnswer: jsonb().notNull(),
    createdAt: moment().notNull(),
    updatedAt: moment().notNull(),
  },
  (table) => [
    uniqueIndex('partner_sandbox_orders_code_idx').on(table.partnerId, table.code),
    uniqueIndex('partner_sandbox_orders_key_idx').on(table.partnerId, table.idempotencyKey),
    index('partner_sandbox_orders_list_idx').on(table.partnerId, table.createdAt, table.id),
  ],
);
