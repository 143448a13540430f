import { date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { moment } from './columns.ts';
import { users } from './users.ts';

export const RISK_LEVEL_VALUES = ['low', 'medium', 'high'] as const;

/** A factor as the assessment wrote it (docs/rules/compliance.md#customer-risk). */
export interface StoredRiskFactor {
  kind: string;
  points: number;
  reason: string;
}

/**
 * A customer's current risk level (module compliance-risk): its score and factors with their reasons,
 * when it was computed, and for a high level the Lima day it is reviewed by and the last review.
 */
export const customerRisk = pgTable('customer_risk', {
  userId: integer()
    .primaryKey()
    .references(() => users.id),
  level: text({ enum: RISK_LEVEL_VALUES }).notNull(),
  score: smallint().notNull(),
  factors: jsonb().$type<StoredRiskFactor[]>().notNull(),
  computedAt: moment().notNull(),
  /** High only: reviewed by this Lima day (computed or last reviewed + `highRiskReviewDays`). */
  reviewDueOn: date({ mode: 'string' }),
  reviewedAt: moment(),
  reviewedBy: integer().references(() => users.id),
  reviewNote: text(),
});

/** Every change of a customer's level, and every review, with what caused it and who. Never edited. */
export const customerRiskHistory = pgTable(
  'customer_risk_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    at: moment().notNull(),
    cause: text().notNull(),
    actorId: integer().references(() => users.id),
    fromLevel: text({ enum: RISK_LEVEL_VALUES }),
    toLevel: text({ enum: RISK_LEVEL_VALUES }).notNull(),
    score: smallint().notNull(),
    factors: jsonb().$type<StoredRiskFactor[]>().notNull(),
    note: text(),
  },
  (table) => [index('customer_risk_history_user_idx').on(table.userId, table.at)],
);
