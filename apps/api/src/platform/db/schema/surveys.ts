import { integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const surveys = pgTable('surveys', {
  id: integer().primaryKey(),
  title: text().notNull(),
});

export const surveyQuestions = pgTable('survey_questions', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  surveyId: integer()
    .notNull()
    .references(() => surveys.id),
  position: smallint().notNull(),
  text: text().notNull(),
  kind: text({ enum: ['single', 'multiple', 'text'] }).notNull(),
  /** For single and multiple: [{ id, label, withText? }]. */
  options: jsonb().$type<{ id: string; label: string; withText?: boolean }[]>().notNull().default([]),
});

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer()
      .notNull()
      .references(() => surveys.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    answers: jsonb().$type<{ questionId: number; optionIds: string[]; text: string | null }[]>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('survey_responses_once_key').on(table.surveyId, table.userId)],
);
