import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { money, moment } from './columns.ts';
import { cambixAccounts, ledgerEntries, manualMovements } from './ledger.ts';
import { users } from './users.ts';

/**
 * A reversal, partner settlement, points adjustment or manual movement waiting for a second person
 * (four-eyes, decisions 131 and 148): what its author asked, kept as the kind's own input, carried out only
 * when someone else approves it. A manual movement's row also shows its state on Egreso.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['reversal', 'settlement', 'points', 'manual-movement'] }).notNull(),
    state: text({ enum: ['pending', 'approved', 'rejected'] }).notNull(),
    /** The module whose edit an approver must hold. */
    module: text().notNull(),
    /** What staff read in the list: "Reversión: …", "Liquidación a socio …", "Egreso: …" and so on. */
    summary: text().notNull(),
    /** The money that would leave the account, in its currency; null for points. */
    amount: money(),
    currency: text({ enum: ['PEN', 'USD'] }),
    cambixAccountId: integer().references(() => cambixAccounts.id),
    /** The ledger row a reversal undoes: one pending reversal per row. */
    entryId: bigint({ mode: 'number' }).references(() => ledgerEntries.id),
    /** The manual movement that waits: one request per movement (decision 148). */
    movementId: integer().references(() => manualMovements.id),
    /** The kind's input, as its use case parses it again at approval. */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    createdBy: integer()
      .notNull()
      .references(() => users.id),
    createdAt: moment().notNull().defaultNow(),
    decidedBy: integer().references(() => users.id),
    decidedAt: moment(),
    rejectionReason: text(),
  },
  (table) => [
    index('approval_requests_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.state} = 'pending'`),
    uniqueIndex('approval_requests_pending_entry_key')
      .on(table.entryId)
      .where(sql`${table.state} = 'pending' and ${table.entryId} is not null`),
    uniqueIndex('approval_requests_movement_key')
      .on(table.movementId)
      .where(sql`${table.movementId} is not null`),
  ],
);
