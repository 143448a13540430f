import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { StatementMapping } from '@cambix/contract';
import { banks } from './banks.ts';
import { money, moment } from './columns.ts';
import { orders } from './orders.ts';
import { users } from './users.ts';

/**
 * Cambix's own accounts (docs/rules/ledger.md#cambix-accounts): where customers pay (collection) and from
 * where Cambix pays out.
 */
export const cambixAccounts = pgTable(
  'cambix_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bankId: integer()
      .notNull()
      .references(() => banks.id),
    currency: text({ enum: ['PEN', 'USD'] }).notNull(),
    purpose: text({ enum: ['collection', 'payout'] }).notNull(),
    accountNumber: text().notNull(),
    cci: text().notNull(),
    holderName: text().notNull(),
    active: boolean().notNull().default(true),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cambix_accounts_bank_currency_purpose_key').on(table.bankId, table.currency, table.purpose),
  ],
);

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
    amount: money().notNull(),
    /** payment, payout, manual, transfer (one leg of a move between our accounts), opening, reversal. */
    kind: text({ enum: ['payment', 'payout', 'manual', 'transfer', 'opening', 'reversal'] }).notNull(),
    /**
     * The account's balance right after this row, in the order rows are recorded (by id): written under
     * the account's row lock, so it always equals the sum of the account's rows up to this one.
     */
    balanceAfter: money().notNull(),
    /** The Lima day the money moved: a manual row's date, otherwise the Lima day it was recorded. */
    operatedOn: date({ mode: 'string' }).notNull(),
    /** The bank's operation number: the payment's, the payout's, or the one staff typed. */
    operationNumber: text(),
    orderId: bigint({ mode: 'number' }).references(() => orders.id),
    /** The manual movement (Egreso) that wrote it. */
    movementId: integer().references((): AnyPgColumn => manualMovements.id),
    concept: text().notNull(),
    note: text(),
    attachmentKey: text(),
    /** The row a reversal undoes. */
    reversesId: bigint({ mode: 'number' }),
    actorId: integer().references(() => users.id),
    /** The second person who approved it (four-eyes); null when its actor recorded it at once. */
    approvedBy: integer().references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_account_idx').on(table.cambixAccountId, table.createdAt, table.id),
    // Movimientos walks newest first by id, per account or by Lima day (decision 096).
    index('ledger_entries_account_id_idx').on(table.cambixAccountId, table.id),
    index('ledger_entries_operated_idx').on(table.operatedOn, table.id),
    // A person's money out recorded at once today, which four-eyes adds up (decision 131).
    index('ledger_entries_actor_idx')
      .on(table.actorId, table.createdAt)
      .where(sql`${table.direction} = 'egreso' and ${table.approvedBy} is null`),
    index('ledger_entries_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} is not null`),
    // One payment ingreso and one payout egreso per order, whatever races.
    uniqueIndex('ledger_entries_order_kind_key')
      .on(table.orderId, table.kind)
      .where(sql`${table.orderId} is not null and ${table.kind} in ('payment', 'payout')`),
    // One opening balance per account, even when two requests race to record it.
    uniqueIndex('ledger_entries_opening_key')
      .on(table.cambixAccountId)
      .where(sql`${table.kind} = 'opening'`),
    // A row is reversed at most once, even when two people reverse it at the same moment.
    uniqueIndex('ledger_entries_reverses_key')
      .on(table.reversesId)
      .where(sql`${table.reversesId} is not null`),
  ],
);

/**
 * A manual ingreso, egreso or transfer as staff recorded it on /dashboard/egreso
 * (docs/rules/finance-reports.md#manual-movements): its ledger rows once recorded, or a request waiting for
 * a second person (four-eyes), or one that person rejected.
 */
export const manualMovements = pgTable(
  'manual_movements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    type: text({ enum: ['ingreso', 'egreso', 'transfer'] }).notNull(),
    state: text({ enum: ['pending', 'recorded', 'rejected'] }).notNull(),
    cambixAccountId: integer()
      .notNull()
      .references(() => cambixAccounts.id),
    /** A transfer's destination. */
    toAccountId: integer().references(() => cambixAccounts.id),
    concept: text().notNull(),
    amount: money().notNull(),
    operatedOn: date({ mode: 'string' }).notNull(),
    note: text(),
    operationNumber: text(),
    attachmentKey: text(),
    attachmentMime: text(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
    decidedBy: integer().references(() => users.id),
    decidedAt: moment(),
    rejectionReason: text(),
  },
  (table) => [
    index('manual_movements_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('manual_movements_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
  ],
);

/** How one bank's statement CSV is read, remembered from the last reconciliation of an account there. */
export const statementMappings = pgTable('statement_mappings', {
  bankId: integer()
    .primaryKey()
    .references(() => banks.id),
  mapping: jsonb().$type<StatementMapping>().notNull(),
  updatedBy: integer()
    .notNull()
    .references(() => users.id),
  updatedAt: moment().notNull().defaultNow(),
});

/** What a reconciliation found: the pairs by line and ledger row id, and the lines and rows left alone. */
export interface ReconciliationResult {
  matched: { line: number; entryId: number; by: 'operation' | 'amount_and_date' }[];
  /** Statement lines with no ledger row: date, description, operation number, signed amount. */
  bankOnly: {
    line: number;
    date: string;
    description: string;
    operationNumber: string | null;
    amount: string;
  }[];
  /** Statement lines of the matched pairs, to show them beside their rows. */
  matchedLines: {
    line: number;
    date: string;
    description: string;
    operationNumber: string | null;
    amount: string;
  }[];
  ledgerOnlyIds: number[];
}

/** A bank statement matched against the ledger (docs/rules/finance-reports.md#reconciliation); never changes a row. */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    cambixAccountId: integer()
      .notNull()
      .references(() => cambixAccounts.id),
    fileName: text().notNull(),
    periodFrom: date({ mode: 'string' }).notNull(),
    periodTo: date({ mode: 'string' }).notNull(),
    lineCount: integer().notNull(),
    matchedCount: integer().notNull(),
    bankOnlyCount: integer().notNull(),
    ledgerOnlyCount: integer().notNull(),
    statementNet: money().notNull(),
    ledgerNet: money().notNull(),
    difference: money().notNull(),
    windowDays: integer().notNull(),
    result: jsonb().$type<ReconciliationResult>().notNull(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
  },
  (table) => [index('reconciliations_account_idx').on(table.cambixAccountId, table.createdAt.desc())],
);
